// Times the API sends in UTC, shown as they are in the UAE (Asia/Dubai).

const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "23 Nov 2026". */
export const formatDubaiDate = (iso: string) => DATE.format(new Date(iso));

/** "23 Nov 2026, 10:30". */
export const formatDubaiDateTime = (iso: string) => `${DATE.format(new Date(iso))}, ${TIME.format(new Date(iso))}`;
