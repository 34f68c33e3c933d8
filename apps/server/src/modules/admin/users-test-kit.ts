import { expect } from 'vitest';
import type { UserAccountDetail, UserAccountInput } from '@lonportal/domain';
import type { TestApp } from '../../../test/app-helper';
import { ROLE } from '../../../test/factories';
import { uniqueNumber } from '../../db/seed/factories';

// What the /admin/users tests share: an account's body, creating one, saving an edit, logging in.

/** Calls on the file's test app (`app()`, made in its beforeAll) for the user administration tests. */
export function userAdmin(app: () => TestApp) {
  const input = (
    over: Partial<UserAccountInput> & Pick<UserAccountInput, 'FtgId'>,
  ): Record<string, unknown> => ({
    Namn: 'Nora Nyström',
    Login: `ny${uniqueNumber()}`,
    Roll: ROLE.FTG,
    ...over,
  });

  async function create(cookie: string, body: Record<string, unknown>) {
    const res = await app().api({ method: 'POST', url: '/api/admin/users', cookie, body });
    return res;
  }

  async function created(cookie: string, body: Record<string, unknown>) {
    const res = await create(cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { User: UserAccountDetail; Password: string };
  }

  const detailBody = (u: UserAccountDetail, over: Partial<UserAccountInput> = {}) => {
    const { Id: _id, MustChangePassword: _m, ...rest } = u;
    return { ...rest, ...over };
  };

  async function put(cookie: string, u: UserAccountDetail, over: Partial<UserAccountInput> = {}) {
    return app().api({ method: 'PUT', url: `/api/admin/users/${u.Id}`, cookie, body: detailBody(u, over) });
  }

  async function passwordLogin(login: string, password: string) {
    return app().api({
      method: 'POST',
      url: '/api/authenticate',
      body: { Login: login, Password: password },
    });
  }

  return { input, create, created, detailBody, put, passwordLogin };
}
