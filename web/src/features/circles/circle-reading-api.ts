import type { CircleReadingBody } from '@reign/contract/circle-readings';
import { circleReadingRoutes } from '@reign/contract/circle-readings';
import { callApi } from '../../api';

// Reading together (issue 52): leaders choose and stop the circle's plan on the server (online);
// the plan reaches every member's device through the circle's pull.

export const setCircleReading = (id: string, body: CircleReadingBody) =>
  callApi(circleReadingRoutes.setCircleReading, { params: { id }, body });
export const stopCircleReading = (id: string) =>
  callApi(circleReadingRoutes.stopCircleReading, { params: { id } });
