// Users (contract §6.2): `GET|POST /Users`, `GET /Users/me`, `GET|PUT|DELETE /Users/:user_sid`.
import { userCreateBodySchema, userUpdateBodySchema } from '@switchboard/shared/validation';
import { responses } from '../../../http/docs';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { UserService } from './service';

const tags = ['Users'];
const params = sidParams({ user_sid: 'the user' });

export async function userRoutes(app: Api): Promise<void> {
  const users = new UserService(app.ctx);

  app.get(
    '/Users',
    {
      schema: {
        summary: 'Users the caller may see (bare array)',
        tags,
        response: responses({ 200: 'UserListItem[]' }),
      },
    },
    async (request) => users.list(request),
  );

  app.get(
    '/Users/me',
    {
      schema: {
        summary: 'The signed-in user with their account and service provider',
        tags,
        response: responses({ 200: '{user, account, sp}', 403: 'API keys have no user' }),
      },
    },
    async (request) => users.whoAmI(request),
  );

  app.get(
    '/Users/:user_sid',
    {
      schema: {
        summary: 'One user (detail shape, with is_view_only)',
        tags,
        params,
        response: responses({ 200: 'UserDetail', 403: 'not yours', 404: 'unknown' }),
      },
    },
    async (request) => users.read(request, request.params.user_sid),
  );

  app.post(
    '/Users',
    {
      schema: {
        summary: 'Create a user',
        tags,
        body: userCreateBodySchema,
        response: responses({
          201: '{user_sid}',
          400: 'invalid field or password policy',
          403: 'scope',
          422: 'name or e-mail in use',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ user_sid: await users.create(request, request.body) }),
  );

  app.put(
    '/Users/:user_sid',
    {
      schema: {
        summary: 'Update a user, or change one’s own password with {old_password, new_password}',
        tags,
        params,
        body: optionalBody(userUpdateBodySchema),
        response: responses({
          204: 'updated',
          400: 'invalid change',
          403: 'not yours, or wrong old password',
          422: 'name or e-mail in use',
        }),
      },
    },
    async (request, reply) => {
      await users.update(request, request.params.user_sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/Users/:user_sid',
    {
      schema: {
        summary: 'Delete a user (revokes their tokens)',
        tags,
        params,
        response: responses({ 204: 'deleted', 400: 'last active admin', 403: 'not yours', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      users.remove(request, request.params.user_sid);
      return reply.code(204).send();
    },
  );
}
