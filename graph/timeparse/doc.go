// Package timeparse reads dates and times from a Hebrew or English
// message, in the user's time zone. It is a small deterministic grammar
// with the same meaning in both languages, used by the offline planner.
//
// Parse finds every piece of a time expression in the text, wherever it
// stands ("remind me tomorrow to call mom at 9" has "tomorrow" and "at
// 9"), and combines the first date with the first time of day.
//
// # What it reads
//
//   - Days: today/היום, tomorrow/מחר, the day after tomorrow/מחרתיים,
//     tonight/הלילה (today, 21:00), this evening/הערב (today, 18:00),
//     this morning/הבוקר.
//   - Weekdays: Sunday..Saturday and their short forms; in Hebrew "יום
//     ראשון", "ביום ג'", "בשבת". ראשון..שישי alone also mean first..sixth,
//     so they need "יום" before them or הבא/הזה/הקרוב after; שבת stands
//     alone. A bare weekday is its next occurrence after today (today's
//     weekday means a week ahead). Weeks run Sunday to Saturday: "next
//     Wednesday", "רביעי הבא" and "בשבוע הבא ביום רביעי" are the Wednesday
//     of the following week; "this Friday"/"שישי הזה" the Friday of this
//     week, or of the next if it has passed.
//   - Dates, day first: 30.6, 30/6, 30.6.2027, 30/06/27, 2026-07-01,
//     "February 2", "2nd of February", "2 בפברואר", "ב-2 לפברואר", "on the
//     5th", "ב-5 לחודש". A date without a year that has passed this year
//     is next year's. "9.30" is not a time: it would collide with dates.
//   - Relative: "in 5 minutes", "in an hour", "in half an hour", "in 3
//     days", "בעוד שעתיים", "בעוד רבע שעה", "בעוד יומיים". Minutes and
//     hours give an instant (now plus the duration); days, weeks and months
//     give a day without a time.
//   - Times: "at 9", "9am", "5 pm", "17:30", "@21", "half past 8",
//     "ב-9", "ב9", "בשעה 17:30", Hebrew hour words ("בשמונה", "בשמונה
//     וחצי", "ברבע לתשע"), noon/בצהריים, midnight/חצות. A bare number is
//     a time only when introduced ("at", "@", "around", "ב-", "בשעה") or
//     followed by am/pm, "o'clock" or a part of the day: "buy 2 milks" and
//     "room 101" hold no time.
//   - Parts of the day: morning/בבוקר 09:00, noon/בצהריים 12:00,
//     afternoon/אחר הצהריים 14:00, evening/בערב 18:00, night/בלילה 21:00.
//     After an hour they set its half of the day: "בשמונה בערב" is 20:00,
//     "ב-2 בצהריים" 14:00, "8 בלילה" 20:00 and "2 בלילה" 02:00 (night
//     hours 1–5 are after midnight, 6–11 before it; 12 is midnight).
//     Midnight is the end of the day it is said with.
//
// "next week"/"בשבוע הבא" alone names no day; it only shifts a weekday
// said elsewhere in the message. Words for "every" (every, כל) are left to
// the caller; the expressions inside them still parse.
//
// # The hour rule
//
// An hour from 1 to 12 said without am/pm or a part of the day is
// ambiguous. It is read so:
//
//   - With a date (not today), as said, except that 1–6 mean the
//     afternoon (13–18): nobody sets a reminder for 3 a.m. without saying
//     so. "tomorrow at 7" is 07:00, "tomorrow at 3" is 15:00.
//   - Without a date, today at the first of h:mm and (h+12):mm that is
//     still ahead; if both have passed, tomorrow at h:mm, again with 1–6
//     as the afternoon. At 09:00 "at 9" is 21:00 and "at 10" is 10:00; at
//     15:00 "at 5" is 17:00 and "at 2" is tomorrow 14:00.
//   - With the date today, like without a date, so "today at 8" said at
//     15:00 is 20:00; if both have passed, the afternoon reading stands
//     and the caller sees a time in the past.
//
// Hours written in 24-hour form (0, 13–23, or with a leading zero as in
// "09:30") are never shifted.
//
// A time without a date is today if still ahead, else tomorrow. A date
// without a time is that day at 00:00 with HasTime false; the caller
// chooses the hour.
package timeparse
