import type { Config } from '../../config';
import { BANKID_URLS, HttpBankIdClient } from './client';
import { BankIdSimulator } from './simulator';
import type { BankIdClient } from './types';

/** The BankID the configuration asks for; the simulator listens on a free local port. */
export async function createBankId(
  config: Config['bankid'],
): Promise<{ client: BankIdClient; simulator?: BankIdSimulator; close(): Promise<void> }> {
  if (config.mode === 'simulator') {
    const simulator = new BankIdSimulator();
    const client = new HttpBankIdClient({ baseUrl: await simulator.listen() });
    return { client, simulator, close: () => simulator.close() };
  }
  if (!config.pfxPath) throw new Error(`BANKID_MODE=${config.mode} needs BANKID_PFX (the RP certificate)`);
  const client = new HttpBankIdClient({
    baseUrl: BANKID_URLS[config.mode],
    pfxPath: config.pfxPath,
    ...(config.passphrase !== undefined ? { passphrase: config.passphrase } : {}),
    ...(config.caPath ? { caPath: config.caPath } : {}),
  });
  return { client, close: async () => {} };
}
