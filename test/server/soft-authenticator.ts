import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (bytes: Uint8Array | string) => new Uint8Array(createHash('sha256').update(bytes).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * A passkey in software for server tests: it answers WebAuthn requests as an authenticator with
 * "none" attestation would (an ES256 key, CBOR authenticator data, a DER signature over
 * authenticatorData ‖ SHA-256(clientDataJSON)), so @simplewebauthn/server checks real answers.
 */
export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = new Uint8Array(randomBytes(16));
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x as string)],
        [-3, isoBase64URL.toBuffer(jwk.y as string)],
      ]),
    );
  }

  private authData(flags: number, attested: Uint8Array = new Uint8Array()): Uint8Array {
    const counter = new Uint8Array(4);
    new DataView(counter.buffer).setUint32(0, this.counter);
    return concat(sha256(this.rpId), new Uint8Array([flags]), counter, attested);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Uint8Array {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create() for these options. */
  register(options: Record<string, unknown>, origin?: string): Record<string, unknown> {
    const idLength = new Uint8Array(2);
    new DataView(idLength.buffer).setUint16(0, this.credentialId.length);
    const attested = concat(new Uint8Array(16), idLength, this.credentialId, this.cosePublicKey());
    const authData = this.authData(0x45, attested); // user present, verified, attested credential data
    const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', authData],
    ]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(this.clientData('webauthn.create', options.challenge as string, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get() for these options. */
  authenticate(options: Record<string, unknown>, origin?: string): Record<string, unknown> {
    this.counter += 1;
    const authData = this.authData(0x05);
    const clientData = this.clientData('webauthn.get', options.challenge as string, origin);
    const signature = sign('sha256', concat(authData, sha256(clientData)), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(new Uint8Array(signature)) },
      clientExtensionResults: {},
    };
  }
}
