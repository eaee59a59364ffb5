import type { ContactEmail, ContactPhone } from '@wf/shared/contracts/apps/contacts/contacts';

/** The labels' words by their stored value (never shown as codes). */
export const EMAIL_LABEL_KEYS: Record<ContactEmail['label'], string> = {
  Personal: 'apps.contacts.label.personal',
  Work: 'apps.contacts.label.work',
};
export const PHONE_LABEL_KEYS: Record<ContactPhone['label'], string> = {
  Mobile: 'apps.contacts.label.mobile',
  Work: 'apps.contacts.label.work',
  Home: 'apps.contacts.label.home',
};

/** A country's flag as its emoji (two regional indicator letters from the ISO code). */
export function flagOf(iso: string): string {
  if (!/^[a-z]{2}$/i.test(iso)) return '';
  return String.fromCodePoint(...[...iso.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}
