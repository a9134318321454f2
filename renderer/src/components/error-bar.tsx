import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The error a screen or a form says above its fields (000 §4): an error message bar, announced at
 * once (`role="alert"`) unless `announce` is false, with an optional bold title before the text.
 * Nothing is drawn while there is neither text nor title, so a screen can keep `problem` in state
 * and write `<ErrorBar>{problem}</ErrorBar>`.
 */
export function ErrorBar(props: {
  title?: ReactNode;
  children?: ReactNode;
  /** False for an error that is part of the page as it loads rather than an answer to an action. */
  announce?: boolean;
  className?: string;
}) {
  const { title, children, announce = true, className } = props;
  if (isEmpty(title) && isEmpty(children)) return null;
  return (
    <MessageBar intent="error" className={className} {...(announce ? { role: 'alert' } : {})}>
      <MessageBarBody>
        {isEmpty(title) ? null : <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}

function isEmpty(node: ReactNode): boolean {
  return node === null || node === undefined || node === false || node === '';
}
