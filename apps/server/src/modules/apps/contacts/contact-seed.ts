import { eq } from 'drizzle-orm';
import { SAMPLE_CONTACT_TAGS } from '@wf/shared/contracts/apps/contacts/contacts';
import type { DbOrTx } from '../../../db/client.ts';
import { contacts, contactTags, users } from '../../../db/schema/index.ts';

/** Demo address books: each demo staff user gets the sample tags and a few office contacts (once). */
export async function seedContactsDemo(db: DbOrTx): Promise<void> {
  const staff = await db.select({ id: users.id }).from(users);
  for (const u of staff) {
    const has = await db.select({ id: contactTags.id }).from(contactTags).where(eq(contactTags.ownerId, u.id)).limit(1);
    if (has.length) continue;
    const tags = await db
      .insert(contactTags)
      .values(SAMPLE_CONTACT_TAGS.map((title, sort) => ({ ownerId: u.id, title, sort })))
      .returning({ id: contactTags.id, title: contactTags.title });
    const work = tags.find((t) => t.title === 'Work')!.id;
    await db.insert(contacts).values([
      {
        ownerId: u.id,
        name: 'Building Management Office',
        company: 'Jurong Point',
        title: 'Facilities desk',
        emails: [{ email: 'bmo@example.com', label: 'Work' }],
        phoneNumbers: [{ country: 'sg', phoneNumber: '6790 1234', label: 'Work' }],
        address: '1 Jurong West Central 2, Singapore 648886',
        tags: [work],
      },
      {
        ownerId: u.id,
        name: 'Uniform Supplier',
        company: 'Kim Hock Garments',
        title: 'Sales',
        emails: [{ email: 'orders@example.com', label: 'Work' }],
        phoneNumbers: [{ country: 'sg', phoneNumber: '9123 4567', label: 'Mobile' }],
        tags: [work],
      },
    ]);
  }
}
