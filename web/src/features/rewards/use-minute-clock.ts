import { useEffect, useState } from 'react';
import { serverNow } from '../../api';

/** The time now by the server's clock, renewed each minute (so 'time remaining' and 'Starts in' labels tick). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const id = window.setInterval(() => setNow(serverNow()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
