import { fireEvent, screen, within } from '@testing-library/react';

/** The one dialog on screen. */
export const dialog = () => screen.getByRole('dialog');

/** A text box of the open dialog, by its label. */
export const box = (name: string | RegExp) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;

/** Opens the dialog with the page's button and waits for it. */
export async function openWith(button: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await screen.findByRole('dialog');
}

/** Presses a button of the open dialog. */
export const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

/** The value of the payment mode radio that is checked. */
export const checkedMode = () => (within(dialog()).getAllByRole('radio') as HTMLInputElement[]).find((r) => r.checked)?.value;
