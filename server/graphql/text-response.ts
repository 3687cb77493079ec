import { Response as FetchResponse } from '@whatwg-node/fetch';
import { KEPT_FROM_CHARACTERS } from '../http/kept-encodings';

/**
 * yoga's answers, for its fetch API: a long text body is kept as the text, not measured in UTF-8 bytes when
 * the answer is made. The server reads it with `text()` and sends it (or bytes kept for it), and Fastify
 * sets the length of what it sends; measuring the text of a tree of 100,000 entries took 15 to 20 ms of
 * every read of it. Anything else read of such an answer reads an ordinary one made from the text then.
 * "Long" is what the server sends as bytes it keeps (`KEPT_FROM_CHARACTERS`); shorter texts are measured as
 * usual.
 */
export class TextResponse extends FetchResponse {
  readonly #text: string | undefined;
  #ordinary: Response | undefined;

  constructor(body?: BodyInit | null, init?: ResponseInit) {
    const kept = typeof body === 'string' && body.length >= KEPT_FROM_CHARACTERS;
    super(kept ? null : body, init);
    if (!kept) return;
    this.#text = body;
    if (!this.headers.has('content-type')) this.headers.set('content-type', 'text/plain;charset=UTF-8');
  }

  /** The answer as an ordinary Response, made once when something other than its text is read. */
  #made(): Response | undefined {
    if (this.#text === undefined) return undefined;
    this.#ordinary ??= new FetchResponse(this.#text, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
    return this.#ordinary;
  }

  override text(): Promise<string> {
    return this.#text === undefined ? super.text() : Promise.resolve(this.#text);
  }

  override json(): Promise<unknown> {
    return this.#text === undefined ? super.json() : Promise.resolve(JSON.parse(this.#text));
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#made()?.body ?? super.body;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#made()?.arrayBuffer() ?? super.arrayBuffer();
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#made()?.bytes() ?? super.bytes();
  }

  override blob(): Promise<Blob> {
    return this.#made()?.blob() ?? super.blob();
  }

  override clone(): Response {
    return this.#made()?.clone() ?? super.clone();
  }
}
