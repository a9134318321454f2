import { Button, Field, Input, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { type FormEvent, useId, useState } from 'react';
import type { KudosDesktopBridge, ServerCheck } from '#shared/desktop-bridge';

/** The strings of the first-run screen (from the main process's locale file). */
export type FirstRunStrings = {
  heading: string;
  intro: string;
  addressLabel: string;
  addressHint: string;
  connect: string;
  checking: string;
  invalidAddress: string;
  insecureAddress: string;
  unreachable: string;
  notKudos: string;
};

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: 'min(440px, calc(100vw - 32px))',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/**
 * First run: asks for the organization's address and keeps it only once it answers Kudos'
 * health check; the main process then loads the app.
 */
export function FirstRunForm({
  bridge,
  strings,
}: {
  bridge: Pick<KudosDesktopBridge, 'saveServer'>;
  strings: FirstRunStrings;
}) {
  const styles = useStyles();
  const headingId = useId();
  const [address, setAddress] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (!address.trim()) return setError(strings.invalidAddress);
    setChecking(true);
    setError(null);
    let result: ServerCheck;
    try {
      result = await bridge.saveServer(address);
    } catch {
      result = { ok: false, reason: 'invalidAddress' };
    }
    setChecking(false);
    if (!result.ok) setError(strings[result.reason]);
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} aria-labelledby={headingId} onSubmit={submit} noValidate>
        <Title2 as="h1" id={headingId}>
          {strings.heading}
        </Title2>
        <Text>{strings.intro}</Text>
        <Field
          label={strings.addressLabel}
          hint={strings.addressHint}
          validationState={error ? 'error' : 'none'}
          validationMessage={error ?? undefined}
          required
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            autoFocus
            value={address}
            placeholder="https://"
            onChange={(_event, data) => setAddress(data.value)}
          />
        </Field>
        <Button
          appearance="primary"
          type="submit"
          disabled={checking}
          icon={checking ? <Spinner size="tiny" /> : undefined}
        >
          {checking ? strings.checking : strings.connect}
        </Button>
      </form>
    </main>
  );
}
