import { act } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { useDocumentTitle } from './use-document-title.ts';

function Titled(props: { title: string; layer?: 'page' | 'dialog' }) {
  useDocumentTitle(props.title, props.layer);
  return null;
}

let show: (value: { page: boolean; dialog: boolean }) => void = () => {};
function Pages() {
  const [shown, setShown] = useState({ page: true, dialog: false });
  show = setShown;
  return (
    <>
      {shown.page ? <Titled title="Sign in" /> : null}
      {shown.dialog ? <Titled title="Send recognition" layer="dialog" /> : null}
    </>
  );
}

describe('useDocumentTitle', () => {
  it("shows the top title, the page's again when the dialog closes, and never a title whose page is gone", () => {
    renderWithProviders(<Pages />);
    // No tenant metadata in this test: the product's own name stands for the tenant's.
    expect(document.title).toMatch(/ - Sign in$/);
    const name = document.title.replace(/ - Sign in$/, '');
    act(() => show({ page: true, dialog: true }));
    expect(document.title).toBe(`${name} - Send recognition`);
    act(() => show({ page: true, dialog: false }));
    expect(document.title).toBe(`${name} - Sign in`);
    // The sign-in page is gone and the next page has not set its title yet: the name alone.
    act(() => show({ page: false, dialog: false }));
    expect(document.title).toBe(name);
  });
});
