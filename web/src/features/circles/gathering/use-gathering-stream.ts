import type { Gathering } from '@reign/contract/circle-gatherings';
import { useEffect, useState } from 'react';
import { gatheringEventsUrl, gatheringFromEvent } from './gathering-api';

/** Where the stream is: opening, following, lost for a moment (the browser tries again), or refused. */
export type StreamState = 'connecting' | 'live' | 'retrying' | 'closed';

/**
 * The circle's gathering as its event stream tells it, newest move first (an older one arriving late
 * is ignored). The browser's EventSource reconnects on its own; one the server ends for good (no
 * longer a member) is 'closed'.
 */
export function useGatheringStream(circleId: string): { gathering: Gathering | null; state: StreamState } {
  const [gathering, setGathering] = useState<Gathering | null>(null);
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    const source = new EventSource(gatheringEventsUrl(circleId), { withCredentials: true });
    source.onopen = () => setState('live');
    source.onmessage = (event: MessageEvent<string>) => {
      const next = gatheringFromEvent(event.data);
      if (next) setGathering((now) => (now && now.seq > next.seq ? now : next));
      setState('live');
    };
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'closed' : 'retrying');
    return () => source.close();
  }, [circleId]);
  return { gathering, state };
}
