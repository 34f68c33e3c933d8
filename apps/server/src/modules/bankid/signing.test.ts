import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployeeAccount } from '../../../test/factories';
import { collectSigning } from './collect-signing';
import { startSigning } from './start-signing';
import type { BankIdDeps } from './orders';

let t: TestApp;
let deps: BankIdDeps;
/** Another employee of the same company, who did not start the orders. */
let otherUserId: string;
beforeAll(async () => {
  t = await createTestApp();
  // The signer: an employee (as an assistant signs FK3059) with an account.
  const signer = await newEmployeeAccount(t);
  input.ftgId = signer.ftgId;
  input.userId = signer.userId!;
  otherUserId = (await newEmployeeAccount(t, { ftgId: signer.ftgId })).userId!;
  deps = {
    db: t.database.db,
    // The app's client: it reaches the simulator over HTTP like production BankID.
    client: t.bankidClient,
    now: t.clock.now,
  };
});
afterAll(() => t.close());

const input = {
  ftgId: '',
  userId: '',
  documentRef: 'fk3059:test-1',
  visibleText: 'Jag intygar att tidsredovisningen för **oktober 2026** är riktig.',
  endUserIp: '127.0.0.1',
  persNr: '195705749959',
  startType: 0 as const,
};

describe('the signing service', () => {
  it('signs: the visible text goes to BankID and the proof is stored with the document', async () => {
    const { orderRef } = await startSigning(deps, input);
    expect(t.bankid.order(orderRef)?.userVisibleData).toBe(Buffer.from(input.visibleText).toString('base64'));
    expect((await collectSigning(deps, orderRef, input.userId)).status).toBe('pending');
    t.bankid.identify(orderRef, input.persNr, { givenName: 'Test', surname: 'Signerare' });
    t.clock.advance(1100);
    const done = await collectSigning(deps, orderRef, input.userId);
    expect(done.status).toBe('complete');
    expect(done.signature).toMatchObject({
      status: 'complete',
      documentRef: 'fk3059:test-1',
      persNr: input.persNr,
      namn: 'Test Signerare',
      visibleText: input.visibleText,
    });
    expect(done.signature?.signature).toBeTruthy();
    expect(done.signature?.ocspResponse).toBeTruthy();
    expect(done.signature?.signedAt).toBeInstanceOf(Date);
  });

  it('lets only the required person sign, and records a cancel', async () => {
    const { orderRef } = await startSigning(deps, {
      ...input,
      documentRef: 'fk3059:test-2',
      persNr: '190905271474',
    });
    expect(t.bankid.identify(orderRef, '195705749959', { givenName: 'Fel', surname: 'Person' })).toBe(false);
    t.bankid.cancelByUser(orderRef);
    t.clock.advance(1100);
    const done = await collectSigning(deps, orderRef, input.userId);
    expect(done.status).toBe('failed');
    expect(done.signature).toMatchObject({ status: 'failed', hintCode: 'userCancel', signature: null });
  });

  it('does not show one user the signature order of another', async () => {
    const { orderRef } = await startSigning(deps, {
      ...input,
      documentRef: 'fk3059:test-3',
      persNr: '187912219990',
    });
    await expect(collectSigning(deps, orderRef, otherUserId)).rejects.toMatchObject({ code: 40401 });
  });
});
