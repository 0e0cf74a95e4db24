import { mockHttp } from 'shared-auth/testing';
import { resultEnvelope } from '../envelope';
import { saveRecord } from '../save-record';

describe('saveRecord', () => {
  test('no id creates (POST to the path), an id updates (PUT to path/id, encoded)', async () => {
    const network = mockHttp({
      'POST /ppp/r1/secrets': {
        status: 201,
        data: { success: true, message: 'Added', data: { id: '*9' } },
      },
      'PUT /ppp/r1/secrets/*1%2F2': {
        status: 200,
        data: { success: true, message: 'Saved', data: { id: '*1/2' } },
      },
    });
    await expect(saveRecord('/ppp/r1/secrets', null, { name: 'a' })).resolves.toEqual({
      message: 'Added',
      result: { id: '*9' },
    });
    await expect(saveRecord('/ppp/r1/secrets', '*1/2', { name: 'b' })).resolves.toEqual({
      message: 'Saved',
      result: { id: '*1/2' },
    });
    expect(network.requests.map((request) => [request.method, request.body])).toEqual([
      ['POST', { name: 'a' }],
      ['PUT', { name: 'b' }],
    ]);
  });

  test('reads the answer with the envelope given', async () => {
    mockHttp({
      'PUT /customers/4': { status: 200, data: { message: 'Updated', result: { id: 4 } } },
    });
    await expect(saveRecord('/customers', '4', {}, resultEnvelope)).resolves.toEqual({
      message: 'Updated',
      result: { id: 4 },
    });
  });
});
