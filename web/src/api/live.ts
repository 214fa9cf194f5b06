export interface LiveMessage {
  readonly event: string;
  readonly data: unknown;
}

/** Splits a server-sent-events text into messages; returns what is left of an unfinished one. */
function parse(buffer: string, emit: (message: LiveMessage) => void): string {
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) emit({ event, data: JSON.parse(data.join('\n')) as unknown });
  }
  return rest;
}

/**
 * Follows a match's live stream. EventSource cannot send the token in a header, so this reads
 * the stream through fetch; after a broken connection it reconnects (the server re-sends the
 * current state on opening). Returns the function that stops it.
 */
export function follow(path: string, token: string | undefined, onMessage: (message: LiveMessage) => void, onState: (connected: boolean) => void): () => void {
  const controller = new AbortController();
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(path, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` }, signal: controller.signal });
        if (!response.ok || response.body === null) throw new Error(`stream answered ${response.status}`);
        onState(true);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer = parse(buffer + value, onMessage);
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      onState(false);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  void run();
  return () => controller.abort();
}
