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

/** Consumer sign-up texts, delivery zones, and demo.consumer's preferences and two delivery addresses. */
export async function seedConsumerDemo(db: Db): Promise<void> {
  await db.insert(siteSettings).values([
    { key: 'consumerUseOption', value: true },
    { key: 'consumerOptionText', value: 'Send me e-mail about weekly specials and new products' },
    { key: 'consumerOptionDefault', value: false },
    {
      key: 'consumerRegistrationMessage',
      value: 'Create an account to order from Harbor & Vine for pickup at our Boston warehouse or delivery to your door.',
    },
  ]);
  await db.insert(deliveryZones).values(zones);

  const [consumer] = await db
    .select({ id: users.id, customerId: users.customerId })
    .from(users)
    .where(eq(users.username, 'demo.consumer@example.com'));
  if (!consumer?.customerId) return;
  await db.insert(consumerProfiles).values({ userId: consumer.id, company: '', phone: '(617) 555-0142', emailOption: true });
  await db.insert(consumerAddresses).values([
    {
      customerId: consumer.customerId,
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
      customerId: consumer.customerId,
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
  ]);
}
