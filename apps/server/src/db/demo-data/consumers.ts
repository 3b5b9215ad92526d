import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { consumerAddresses, consumerProfiles, deliveryZones, siteSettings, users } from '../schema/index.ts';

/** Where the demo distributor delivers to consumers, and the minimum order in each zone. */
const zones: { zoneKey: string; description: string; isDeliverable?: boolean; minimumOrderAmount: string }[] = [
  { zoneKey: '02108', description: 'Boston - Beacon Hill', minimumOrderAmount: '0' },
  { zoneKey: '02109', description: 'Boston - Waterfront', minimumOrderAmount: '0' },
  { zoneKey: '02110', description: 'Boston - Financial District', minimumOrderAmount: '0' },
  { zoneKey: '02111', description: 'Boston - Chinatown', minimumOrderAmount: '0' },
  { zoneKey: '02113', description: 'Boston - North End', minimumOrderAmount: '0' },
  { zoneKey: '02114', description: 'Boston - West End', minimumOrderAmount: '0' },
  { zoneKey: '02115', description: 'Boston - Fenway', minimumOrderAmount: '0' },
  { zoneKey: '02116', description: 'Boston - Back Bay', minimumOrderAmount: '0' },
  { zoneKey: '02118', description: 'Boston - South End', minimumOrderAmount: '0' },
  { zoneKey: '02138', description: 'Cambridge - Harvard Square', minimumOrderAmount: '30' },
  { zoneKey: '02139', description: 'Cambridge - Central Square', minimumOrderAmount: '30' },
  { zoneKey: '01970', description: 'Salem', minimumOrderAmount: '40' },
  { zoneKey: '01852', description: 'Lowell', minimumOrderAmount: '25' },
  { zoneKey: '01608', description: 'Worcester', minimumOrderAmount: '50' },
  { zoneKey: '02903', description: 'Providence', minimumOrderAmount: '50' },
  { zoneKey: '03801', description: 'Portsmouth', minimumOrderAmount: '60' },
  { zoneKey: '04101', description: 'Portland', minimumOrderAmount: '75' },
  { zoneKey: '06103', description: 'Hartford (route suspended)', isDeliverable: false, minimumOrderAmount: '0' },
];

type AddressRow = Omit<typeof consumerAddresses.$inferInsert, 'customerId'>;

/** The named verified demo consumers: preferences and delivery addresses (the first is primary). */
const demoConsumers: { username: string; phone: string; emailOption: boolean; addresses: AddressRow[] }[] = [
  {
    username: 'demo.consumer@example.com',
    phone: '(617) 555-0142',
    emailOption: true,
    addresses: [
      {
        isPrimary: true,
        display: 'Home',
        name: 'Jordan Ellis',
        address1: '48 Union Park',
        city: 'Boston',
        state: 'MA',
        zip: '02118',
        county: 'Suffolk',
        phone: '(617) 555-0142',
      },
      {
        display: 'Studio',
        name: 'Jordan Ellis',
        address1: '200 Derby St',
        address2: 'Suite 4',
        city: 'Salem',
        state: 'MA',
        zip: '01970',
        county: 'Essex',
        phone: '(978) 555-0187',
      },
    ],
  },
  {
    // The phone e2e project's consumer (demo.consumer is the desktop one's).
    username: 'demo.consumer2@example.com',
    phone: '(617) 555-0163',
    emailOption: false,
    addresses: [
      {
        isPrimary: true,
        display: 'Apartment',
        name: 'Casey Brooks',
        address1: '75 Marlborough St',
        address2: 'Apt 3',
        city: 'Boston',
        state: 'MA',
        zip: '02116',
        county: 'Suffolk',
        phone: '(617) 555-0163',
      },
    ],
  },
];

/** Consumer sign-up texts, delivery zones, and the named demo consumers' preferences and delivery addresses. */
export async function seedConsumerDemo(db: Db): Promise<void> {
  await db.insert(siteSettings).values([
    { key: 'consumerUseOption', value: true },
    { key: 'consumerOptionText', value: 'Send me e-mail about weekly specials and new products' },
    { key: 'consumerOptionDefault', value: false },
    {
      key: 'consumerRegistrationMessage',
      value:
        'Create an account to order from Harbor & Vine for pickup at our Boston warehouse or delivery to your door.',
    },
  ]);
  await db.insert(deliveryZones).values(zones);

  for (const demo of demoConsumers) {
    const [consumer] = await db
      .select({ id: users.id, customerId: users.customerId })
      .from(users)
      .where(eq(users.username, demo.username));
    // A small seed may have fewer consumers than named demo accounts.
    const customerId = consumer?.customerId;
    if (!consumer || !customerId) continue;
    await db
      .insert(consumerProfiles)
      .values({ userId: consumer.id, company: '', phone: demo.phone, emailOption: demo.emailOption });
    await db.insert(consumerAddresses).values(demo.addresses.map((a) => ({ ...a, customerId })));
  }
}
