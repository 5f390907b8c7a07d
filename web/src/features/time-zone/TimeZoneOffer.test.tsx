import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_SETTLE_MS, TimeZoneOffer } from './TimeZoneOffer';

vi.mock('./use-time-zone', () => ({ useTimeZone: () => ({ ready: true, zone: null, choose: vi.fn() }) }));
const zones = vi.hoisted(() => ({ device: vi.fn(() => 'Asia/Manila') }));
vi.mock('./zones', async (original) => ({
  ...(await original<typeof import('./zones')>()),
  deviceTimeZone: zones.device,
}));

describe('the time-zone offer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("reads the device's zone only once the page has settled, then offers it", async () => {
    render(
      <MantineProvider>
        <TimeZoneOffer />
      </MantineProvider>,
    );
    expect(zones.device).not.toHaveBeenCalled();
    expect(screen.queryByTestId('time-zone-offer')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OFFER_SETTLE_MS + 2100);
    });
    expect(zones.device).toHaveBeenCalled();
    expect(screen.getByTestId('time-zone-offer')).toHaveTextContent('Use Manila for your day?');
  });
});
