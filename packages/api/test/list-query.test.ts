import { listQuery } from 'contracts/schemas';
import { likePattern, paginationOf, resolveListQuery } from '../src/schemas/list-query';
import { buildTestApp, type App } from './helpers';

const COLUMNS = ['name', 'alias', 'createdAt', 'updatedAt'] as const;

describe('listQuery on a route', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({
      extend: (instance) => {
        instance.get(
          '/api/test/list',
          { schema: { querystring: listQuery(COLUMNS) } },
          async (request) =>
            resolveListQuery(request.query, COLUMNS, { sortCol: 'createdAt', sortDir: 'desc' }),
        );
      },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  const list = (query: string) => app.inject({ method: 'GET', url: `/api/test/list?${query}` });

  it('accepts sort columns in camelCase or snake_case and normalises them', async () => {
    expect((await list('sortCol=created_at&sortDir=DESC')).json()).toMatchObject({
      sortCol: 'createdAt',
      sortDir: 'desc',
    });
    expect((await list('sortCol=updatedAt&sortDir=asc')).json()).toMatchObject({
      sortCol: 'updatedAt',
      sortDir: 'asc',
    });
  });

  it('turns page and perPage into limit and offset; without page the list is whole', async () => {
    expect((await list('page=3&perPage=25')).json().paging).toEqual({
      page: 3,
      perPage: 25,
      limit: 25,
      offset: 50,
    });
    expect((await list('page=1')).json().paging).toEqual({
      page: 1,
      perPage: 5,
      limit: 5,
      offset: 0,
    });
    expect((await list('')).json()).toEqual({
      search: null,
      sortCol: 'createdAt',
      sortDir: 'desc',
      paging: null,
    });
  });

  it('ignores unknown parameters such as graduated', async () => {
    const response = await list('graduated=false&search=%20budi%20&sortCol=name&sortDir=asc');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ search: 'budi', sortCol: 'name', sortDir: 'asc' });
  });

  it('answers the validation envelope for a column off the list, a page size off the list, page 0', async () => {
    const response = await list('sortCol=password_hash&perPage=7&page=0&sortDir=sideways');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string }[] }>();
    expect(body.message).toBe('validation_error');
    expect(body.errors.map((e) => e.path).sort()).toEqual([
      'page',
      'perPage',
      'sortCol',
      'sortDir',
    ]);
  });
});

describe('list helpers', () => {
  it('paginationOf counts pages, and one page for a whole list', () => {
    expect(paginationOf({ page: 2, perPage: 10, limit: 10, offset: 10 }, 31)).toEqual({
      page: 2,
      perPage: 10,
      total: 31,
      totalPages: 4,
    });
    expect(paginationOf(null, 7)).toEqual({ page: 1, perPage: 7, total: 7, totalPages: 1 });
    expect(paginationOf(null, 0)).toEqual({ page: 1, perPage: 1, total: 0, totalPages: 0 });
  });

  it('likePattern makes search text literal', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
