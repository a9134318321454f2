import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  SplitButton,
} from '@fluentui/react-components';
import { CalendarClock20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** "Send" with a menu offering "Schedule send" (disabled without scheduleRecognition, 001 §6). */
export function SendButton(props: {
  disabled: boolean;
  /** The id of the text that says what Send waits for, while it is disabled. */
  describedBy?: string | undefined;
  submitting: boolean;
  canSchedule: boolean;
  onSend: () => void;
  onSchedule: () => void;
}) {
  const { t } = useTranslation('recognition');
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        {(triggerProps) => (
          <SplitButton
            appearance="primary"
            menuButton={{ ...triggerProps, 'aria-label': t('sendOptions') }}
            primaryActionButton={{
              onClick: props.onSend,
              disabled: props.disabled || props.submitting,
              'aria-describedby': props.describedBy,
              'aria-busy': props.submitting || undefined,
            }}
            disabled={props.disabled || props.submitting}
            icon={props.submitting ? <Spinner size="tiny" /> : undefined}
          >
            {props.submitting ? t('saving') : t('send')}
          </SplitButton>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<CalendarClock20Regular />}
            disabled={!props.canSchedule}
            onClick={props.onSchedule}
          >
            {t('scheduleSend')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
