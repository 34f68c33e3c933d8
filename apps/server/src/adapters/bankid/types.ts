// BankID RP API v6.0 (DOMAIN.md §10): the requests and answers our code uses.

export interface AuthRequest {
  endUserIp: string;
  requirement?: { personalNumber?: string; pinCode?: boolean };
  /** base64 of the text shown in the app (simpleMarkdownV1). */
  userVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  userNonVisibleData?: string;
}

export interface SignRequest extends AuthRequest {
  userVisibleData: string;
}

export interface OrderResponse {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

export interface CompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device?: { ipAddress: string; uhi?: string };
  bankIdIssueDate?: string;
  stepUp?: { mrtd: boolean };
  signature: string;
  ocspResponse: string;
}

export type CollectResponse =
  | { orderRef: string; status: 'pending'; hintCode: string }
  | { orderRef: string; status: 'failed'; hintCode: string }
  | { orderRef: string; status: 'complete'; completionData: CompletionData };

/** The relying-party side of BankID, as the rest of the server sees it. */
export interface BankIdClient {
  auth(req: AuthRequest): Promise<OrderResponse>;
  sign(req: SignRequest): Promise<OrderResponse>;
  collect(orderRef: string): Promise<CollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

/** BankID answered with an error (errorCode of the RP API), or could not be reached. */
export class BankIdError extends Error {
  constructor(
    readonly errorCode: string,
    readonly details: string,
  ) {
    super(`BankID ${errorCode}: ${details}`);
    this.name = 'BankIdError';
  }
}
