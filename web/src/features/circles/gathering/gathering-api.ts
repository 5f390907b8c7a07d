import {
  circleGatheringRoutes,
  type Gathering,
  type GatheringBody,
  gathering,
} from '@reign/contract/circle-gatherings';
import { callApi, urlFor } from '../../../api';

// Gathering mode (issue 52): leaders move the circle's gathering on the server; members follow its
// event stream. Nothing of it is kept on the device: a gathering is live, on the church's network.

export const fetchGathering = (id: string) => callApi(circleGatheringRoutes.getGathering, { params: { id } });
export const showInGathering = (id: string, body: GatheringBody) =>
  callApi(circleGatheringRoutes.setGathering, { params: { id }, body });
export const endGathering = (id: string) => callApi(circleGatheringRoutes.endGathering, { params: { id } });

/** The address of the circle's event stream (EventSource sends the session's cookie: same origin). */
export const gatheringEventsUrl = (id: string) => urlFor(circleGatheringRoutes.followGathering, { id });

/** One event's gathering, or null when it cannot be read (a newer server's shape). */
export function gatheringFromEvent(data: string): Gathering | null {
  try {
    const parsed = gathering.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
