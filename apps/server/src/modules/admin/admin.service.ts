import { defaultPasswordOptions, type PasswordOptions } from '@provender/contract';
import type { AdminRepository } from './admin.repository.ts';

export function createAdminService(repo: AdminRepository) {
  return {
    /** The password rules every new password must meet (the defaults until an admin changes them). */
    async passwordOptions(): Promise<PasswordOptions> {
      const row = await repo.passwordOptions();
      if (!row) return defaultPasswordOptions;
      const { id: _id, ...options } = row;
      return options;
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
