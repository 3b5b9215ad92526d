import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export function createMailRepository(db: Db) {
  return {
    async addToOutbox(mail: {
      kind: string;
      to: string;
      subject: string;
      text: string;
      html: string;
      attachments?: { filename: string; contentType: string; base64: string }[] | null;
    }) {
      await db.insert(mailOutbox).values(mail);
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
