import { readCsv } from './csv-read';

// Reads a chosen file off the page's thread: decoding and parsing a large file would freeze the page.
self.onmessage = async (event: MessageEvent<File>) => {
  postMessage(readCsv(new Uint8Array(await event.data.arrayBuffer())));
};
