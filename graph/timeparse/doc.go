// Package timeparse reads dates and times from a Hebrew or English
// message, in the user's time zone. It is a small deterministic grammar
// with the same meaning in both languages, used by the offline planner.
// Its rule is precision: a right value, or nothing (found false), or an
// error the caller turns into a question; never a confident wrong value.
//
// Parse finds every piece of a time expression in the text, wherever it
// stands ("remind me tomorrow to call mom at 9" has "tomorrow" and "at
// 9"), and combines the first date with the first time of day. ParseOn
// reads the answer to "what time?" for a day already known. TimeWords
// lists the temporal words a text holds outside what Parse read, so a
// caller can refuse a message it has not fully understood.
//
// # What it reads
//
//   - Days: today/היום, tomorrow/מחר (also tmrw, tomorow), the day after
//     tomorrow/מחרתיים, yesterday/אתמול, the day before
//     yesterday/שלשום, tonight/הלילה (today, 21:00), last night/אמש
//     (yesterday, 21:00), this evening/הערב (18:00), this morning/הבוקר,
//     later, later today, מאוחר יותר (today, no time), first thing
//     tomorrow (09:00).
//   - Dialects and texting: Scots "the morra", "the morn" (tomorrow),
//     "the morra's morn" (tomorrow morning), "the day" before a time
//     ("the day at 5", today) and "the night" ending a clause (tonight),
//     but not "the day before", "the night of", "spend the night";
//     Australian "tomoz", "tmoz", "this arvo"; British "half 4", "half
//     four tomorrow" (4:30, by the hour rule; "half 4 kilos" is an
//     amount); South African "now now" and a "just now" still to come
//     ("I'll call just now", not "he left just now"), which are vague;
//     "at dawn", "עם עלות השחר", "עם הזריחה" (05:00, as לפנות בוקר; not
//     "עם שחר", which is as often "with Shachar").
//   - Days of other tongues said inside a request, from one table
//     (foreign.go): "demain", "aujourd'hui", "ce soir", "vendredi",
//     "mañana", "hoy" (beside an hour), "el viernes", "kesho", "leo jioni",
//     "bukra", "בוקרה", "zavtra", "segodnya", and Hebrew typed in Latin
//     letters ("yom rishon", "yom shishi", "machar", "hayom"). Each is read
//     as the grammar's own word, a phrase of words as one. Those it cannot read ("saa 8", Swahili time; "kila siku";
//     "le vendredi"; "prochain") are reported by TimeWords, and ForeignLeft
//     finds any of them left in a title. A name it may be ("Leo's",
//     "Domingo", "el paso") is left as it is.
//   - Weekdays: Sunday..Saturday, their short forms and common
//     misspellings (wensday, thrusday); in Hebrew "יום ראשון", "ביום ג'",
//     the letter with its geresh after ב ("ב-ה'", "בה'"; "בה" is "in her"),
//     "בשבת", "ערב שבת", "מוצ"ש". ראשון..שישי alone also mean
//     first..sixth, so they need "יום" before them or a word after them
//     (הבא, הזה, הקרוב, שעבר, בשבוע הבא, בעוד שבועיים, or a part of the
//     day: "שני בבוקר"); שבת stands alone.
//     "sun", "wed" and "sat" are English words too: they are weekdays
//     after "on", "every", "by"... or before a time ("sat at 7"). A bare
//     weekday is its next occurrence after today (today's weekday means a
//     week ahead). Weeks run Sunday to Saturday: "next Wednesday",
//     "Wednesday of next week", "next week Wednesday", "רביעי הבא" and
//     "בשבוע הבא ביום רביעי" are the Wednesday of the following week;
//     "this Friday"/"שישי הזה" the Friday of this week, or of the next if
//     it has passed; "last Monday"/"יום שני שעבר" the last Monday before
//     today; "Monday last week"/"בשבוע שעבר ביום שני" the Monday of the
//     previous week; "Monday after next" and "a week from Monday" the
//     next Monday plus a week; "שני בעוד שבועיים" and "in two weeks on
//     Monday" the Monday of the week two weeks ahead.
//   - Dates, day first: 30.6, 30/6, 30.6.2027, 30/06/27, 2026-07-01,
//     "February 2", "Feb 2nd, 2027", "3 Dec '27", "2nd of February",
//     "fifth of May", "May fifth", "2 בפברואר", "ב-2 לפברואר", "העשרים
//     ביוני". With a slash, a date whose day-first reading is impossible
//     and whose month-first reading is not is read month first: 12/25 is
//     December 25; 3/4 is always April 3. A date without a year that has
//     passed this year is next year's. A fraction before a unit or "of"
//     is no date ("3/4 cup", "2/3 of the cake", "1/2 h"), nor a number
//     after a label ("room 3.12", "version 2.10").
//   - Weekdays counted in a month: "the first Monday of next month",
//     "last Friday of the month", "the 2nd Tuesday of March", "last day of
//     the month", "יום שישי האחרון בחודש הבא". "Of the month" is this
//     month's unless it has passed; a fifth weekday the month lacks is
//     ErrInvalid. "the first Monday" with no month names no day.
//   - Days of the month: "on the 5th", "the 2nd", "the twenty-third",
//     "the 15th of next month", "ב-5 לחודש", "ה-15 בחודש הבא", "בראשון
//     לחודש", "העשרים לחודש" (ראשון is the 1st only with לחודש/בחודש;
//     alone it is Sunday). "the 2nd" with nothing before it needs an
//     ordinal and nothing it could count after it ("the 2nd floor", "on
//     the 2nd years party", "my 3rd time" are none, the noun singular or
//     plural); "the first".."the tenth" need a lead ("on the first"). A
//     bare "15th" is a day before an hour ("15th at 9") or after "remind
//     me", "due" or a clause's start, ending its part ("remind me 15th to
//     pay rent"); not a place won ("came 2nd in the race"). Today's day
//     of the month with its hour gone is next month's.
//   - Periods: "end of the month"/"סוף החודש" is the month's last day;
//     "end of next month"; "beginning of next month"/"תחילת החודש הבא" the
//     1st; "end of the year" December 31; "end of the day", "EOD", "סוף
//     היום" the day said beside it, else today, with no time. "End of the
//     week", "סוף השבוע", "סופ"ש", "this weekend" and "over the weekend"
//     are the coming Saturday (today on a Saturday): the one day a
//     Friday–Saturday weekend (Israel) and a Saturday–Sunday weekend
//     share. "Next weekend"/"סופ"ש הבא" is the Saturday after it.
//   - Holidays on a fixed date, said as a when ("on new year's eve", "by
//     halloween", "on christmas", "בסילבסטר"): the next one. As a name
//     ("the halloween party", "מסיבת סילבסטר") they are not read, nor are
//     the holidays of the Hebrew calendar, whose dates move.
//   - Relative: "in 5 minutes", "in an hour", "in half an hour", "in 2.5
//     hours", "in 1.5h", "in 90 min", "in 1h30", "in 20" and "in 20m"
//     (minutes), "in a couple of hours", "in an hour and a half", "in 3
//     days", "in two weeks", "a week from today", "a month from now",
//     "two weeks from Friday", "בעוד שעתיים", "בעוד שעה וחצי", "עוד רבע
//     שעה", "תוך יומיים". "In a few minutes", "in a few hours", "בעוד כמה
//     דקות", "in a bit", "in a while", "a few days" and "עוד מעט" are too
//     vague and give nothing: how many is the user's to say. Seconds, minutes and hours give an instant
//     (now plus the duration); days, weeks and months a day without a
//     time. "two days ago", "לפני יומיים", "2 hours ago" count back.
//   - Times: "at 9", "9am", "7:40a", "7 a.m.", "5 pm", "5 o'clock",
//     "17:30", "@21", "0945", "at 1530", "18h15", "18h", "at 4 20",
//     "7.30pm", "at 9.30" (a dot is a time only with am/pm, a part of the
//     day, "בשעה", or "at" before two-digit minutes that make no date), "half past 8", "at half 5" (5:30), "10 past 4", "ten past four", "twenty to
//     5", "a quarter to midnight", "ב-9", "ב9", "בשעה 17:30", Hebrew hour
//     words ("בשמונה", "בשמונה וחצי", "שבע ועשרים", "שלוש פחות רבע",
//     "ברבע לתשע", "עשרים ל-8", "חמש דקות לשש"), noon/בצהריים,
//     midnight/חצות. A bare number is a time only when introduced ("at",
//     "@", "around", "by", "until", "ב-", "בשעה", "עד") or followed by
//     am/pm, "o'clock" or a part of the day, or right after a day
//     ("tomorrow 9", when nothing it could count follows): "buy 2 milks",
//     "room 101", "at 25 shekels" and "by 2 votes" hold no time. "10 to
//     4" (3:50, or a range?) and "9 or 10" give nothing.
//   - Ranges: "2-3pm", "10-11:30", "from 9 to 11", "between 2 and 3",
//     "9am to 5pm", "14:00-15:30", "9:00–10:30", "בין 2 ל-3", "מ-9 עד 11",
//     "בין השעות 10 ל-12". The start follows the usual rules and is
//     Result.Time; a start without am/pm of its own takes the end's half
//     of the day unless that puts it after the end ("2-3pm" is 14:00–15:00,
//     "11-1pm" 11:00–13:00). The end (Result.End) is the first such time
//     after the start — so it keeps the start's half of the day — on the
//     start's day, or the next day when it would come before the start
//     ("22:00-01:00"). When nobody said either half, the range is kept
//     within one day ("9 to 5:30" is 09:00–17:30). Plain numbers with no
//     lead need an hour-like span: "from 1 to 10" is a count.
//   - A zone after a time: "4pm CET", "Thursday 8:00 GMT", "9am PST",
//     "14:00-15:00 CET", "at 9 London time", "ב-8 בערב שעון ניו יורק",
//     "לפי שעון לונדון" (abbreviations in zone.go, places from
//     lexicon.PlaceZone). The time is read in that zone and Result.Time is
//     in the user's; said without a day, it is the next such time there,
//     a bare hour the first of h and h+12 still ahead there (1–6 p.m.).
//   - Parts of the day: morning/בבוקר 09:00, noon/בצהריים 12:00,
//     afternoon/אחר הצהריים/אחה"צ 14:00, evening/בערב/לפנות ערב 18:00,
//     night/בלילה 21:00, early morning/לפנות בוקר 05:00 (its hours are the
//     small hours: "early morning at 4" and "ב-4 לפנות בוקר" are 04:00).
//     After an hour they set its half of the day: "בשמונה בערב" is 20:00,
//     "ב-2 בצהריים" 14:00, "8 בלילה" 20:00 and "2 בלילה" 02:00 (night
//     hours 1–5 are after midnight, 6–11 before it; 12 is midnight).
//     Midnight is the end of the day it is said with. A bare part word
//     ("every morning at 8", "nightly at 10", "כל בוקר ב-8", "ארוחת ערב
//     ב-8") sets the half of the day of an hour said with it and gives no
//     time alone; after "ארוחת" it names the meal and stays in the text.
//
// "this week's Tuesday", "last week's Friday", "next week's Monday",
// "שלישי השבוע", "שלישי בשבוע הזה", "שישי של השבוע שעבר" name the day of
// that Sunday–Saturday week, gone or to come (a day gone is Past). A
// two-digit year is one of the next twenty years or of the eighty before
// ("74" is 1974). A four-digit number after a day without "at" is a year,
// not a time ("friday 2027"); "July 13-15" is the 13th of July, never the
// hours 13 to 15; "black friday", "good friday" and "cyber monday" are no
// weekday.
//
// "next week"/"בשבוע הבא" and "last week"/"בשבוע שעבר" alone name no day;
// they only shift a weekday said elsewhere in the message. Words for
// "every" (every, כל) are left to the caller; the expressions inside
// them still parse.
//
// # The clock rule
//
// A time written as two-digit "HH:MM" ("11:00", "09:30", "18:15",
// "00:30") is a literal 24-hour time: the next such time (today if still
// ahead, else tomorrow), never shifted by 12 hours. At 14:45, "at 11:00"
// is tomorrow 11:00, not today 23:00. With a date, it is that date at
// that literal time. Only am/pm or a part of the day said in the message
// moves it ("11:00 pm", "10:00 בערב", "tonight at 10:00" are 22:00 or
// 23:00). Compact four-digit times ("0945", "1530") and the continental
// "18h15" are literal too.
//
// A bare hour or "H:MM" ("at 11", "5:30", "ב-7", "בשבע") takes its half of
// the day from context:
//
//   - a part of the day anywhere in the message ("morning", "evening",
//     "tonight", "בבוקר", "בערב"): "in the morning at 8" is 08:00;
//   - an early-rising context ("wake me", "alarm", "flight", "להעיר",
//     "תעיר", "השכמה", "טיסה"): the morning, so "wake me at 6" said at
//     14:45 is tomorrow 06:00 and "wake me up tomorrow at 6" 06:00;
//   - otherwise the hour rule below, which looks at the request's day.
//
// # The hour rule
//
// An hour from 1 to 12 said without am/pm, a part of the day or an
// early-rising context is ambiguous. It is read so:
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
//     and Result.Past is set.
//
// Hours written in 24-hour form (0, 13–23, or with a leading zero as in
// "09" or "09:30") are never shifted.
//
// An hour of 1 to 6 written with one digit, a colon and minutes ("5:00",
// "6:30") is read by the same rule, but where the morning of that day is
// still to come Result.EitherHalf is set: in a 24-hour hand, as in
// Hebrew, the afternoon is written "17:00" and "5:00" is as likely 05:00.
// The caller asks which is meant in Hebrew and keeps the rule in English.
// A bare hour ("ב-5", "at 5") is not this; nor is an hour said with its
// part of the day, am/pm, an early rising, a zone or a range, nor "4:30"
// said at 14:45 with no day (today's 16:30 is the first still ahead).
//
// A time without a date is today if still ahead, else tomorrow. A date
// without a time is that day at 00:00 with HasTime false; the caller
// chooses the hour.
//
// # Past, conflicts and errors
//
// Result.Past reports a day before today, or a time before now
// ("yesterday", "two days ago", "last Monday", "this morning" said in the
// afternoon): a reminder refuses it, a query uses it. A weekday said
// beside a date ("Friday 13.3", "tomorrow (Thursday)") must name the same
// day; when it does not, Parse returns an error wrapping ErrConflict and
// Result.Conflict holds both candidates, for the caller to ask which was
// meant. A date or time that cannot exist ("31/2", "30 February",
// "25:00", "at 9:75", "ה-32 בחודש") gives an error wrapping ErrInvalid,
// never a shifted value.
//
// # Leftover words
//
// Result.Remainder cuts the spans Parse used, with the connectives that
// tied them to the sentence ("at", "on", "by", "around", "ב", "עד", and
// "like"/"about"/"approx" said before a time). TimeWords reports the
// temporal words still standing outside them: weekday and month names,
// day and period words, numbers in a time position, "before/after/since"
// before a time, vague times. A caller that claims a message only when
// every word is accounted for refuses it when TimeWords is not empty.
package timeparse
