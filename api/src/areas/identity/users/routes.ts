// Users (docs/api/contract.md#users): `GET|POST /Users`, `GET /Users/me`, `GET|PUT|DELETE /Users/:user_sid`.
import { userCreateBodySchema, userUpdateBodySchema } from '@switchboard/shared/validation';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { UserService } from './service';

export async function userRoutes(app: Api): Promise<void> {
  const users = new UserService(app.ctx);
  const item = sidParams({ user_sid: 'the user' });

  resourceRoutes(app, users, { path: '/Users', item, tags: ['Users'] }, (resource) => {
    resource.list({
      summary: 'Users the caller may see (bare array)',
      answers: { 200: 'UserListItem[]' },
    });
    resource.route({
      method: 'GET',
      url: '/me',
      summary: 'The signed-in user with their account and service provider',
      answers: { 200: '{user, account, sp}', 403: 'API keys have no user' },
      run: (request) => users.whoAmI(request),
    });
    resource.read({
      summary: 'One user (detail shape, with is_view_only)',
      answers: { 200: 'UserDetail', 403: 'not yours', 404: 'unknown' },
    });
    resource.create({
      summary: 'Create a user',
      body: userCreateBodySchema,
      answers: {
        201: '{user_sid}',
        400: 'invalid field or password policy',
        403: 'scope',
        422: 'name or e-mail in use',
      },
      run: async (request) => ({ user_sid: await users.create(request, request.body) }),
    });
    resource.update({
      summary: 'Update a user, or change one’s own password with {old_password, new_password}',
      body: optionalBody(userUpdateBodySchema),
      answers: {
        400: 'invalid change',
        403: 'not yours, or wrong old password',
        422: 'name or e-mail in use',
      },
    });
    resource.remove({
      summary: 'Delete a user (revokes their tokens)',
      answers: { 400: 'last active admin', 403: 'not yours', 404: 'unknown' },
    });
  });
}
