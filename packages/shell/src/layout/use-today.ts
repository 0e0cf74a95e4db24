import { useEffect, useState } from 'react';

function msUntilTomorrow(now: Date): number {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return tomorrow.getTime() - now.getTime();
}

/** Today's date, turning over at local midnight: a console left open overnight shows the new day. */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setToday(new Date()), msUntilTomorrow(today) + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
