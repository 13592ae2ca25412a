package memo

import "errors"

// Why says what a request lacks, or why Memo will not do it as said, so
// the writer words it in the user's language: Memo's own wording comes
// from the writer alone. It rides on an *Error (Error.Why, made by
// Refuse) with the Detail its wording shows.
type Why string

// Detail is what the wording of a Why shows: the name it quotes, and the
// numbers it tells.
type Detail struct {
	Name   string
	N, Max int
}

// Refuse returns an *Error of code whose wording is why's, with d.
func Refuse(code ErrorCode, why Why, d Detail) *Error {
	return &Error{Code: code, Message: string(why), Why: why, Detail: d}
}

// WhyOf returns the Why of the first *Error in err's chain and its
// Detail; "" when that error has none.
func WhyOf(err error) (Why, Detail) {
	var e *Error
	if errors.As(err, &e) {
		return e.Why, e.Detail
	}
	return "", Detail{}
}

// Why values: what is wrong with a request as said.
const (
	// WhyTextTooLong: a text of Detail.N characters, over Detail.Max.
	WhyTextTooLong Why = "text_too_long"
	// WhyTooMany: Detail.N things at once, over Detail.Max.
	WhyTooMany Why = "too_many"
	// WhyInvalidTime: a date or time that does not exist ("February 30").
	WhyInvalidTime Why = "invalid_time"
	// WhyPastTime: a reminder time that has already passed.
	WhyPastTime Why = "past_time"
	// WhyTwoTimes: more than one time for one reminder.
	WhyTwoTimes Why = "two_times"
	// WhyNudgeUntilHour: a reminder repeated until an hour, which a
	// reminder repeated until done cannot keep.
	WhyNudgeUntilHour Why = "nudge_until_hour"
	// WhyRepeatDays: a new day for a reminder that repeats on several.
	WhyRepeatDays Why = "repeat_days"
	// WhyNotRecurring: a series operation on the event Detail.Name, which
	// does not repeat.
	WhyNotRecurring Why = "not_recurring"
	// WhyNothingToRemember: "remember this" with nothing before it.
	WhyNothingToRemember Why = "nothing_to_remember"
	// WhyEventEveryMinutes: an event repeated every few minutes.
	WhyEventEveryMinutes Why = "event_every_minutes"
	// WhyEndsBeforeStart: an event that ends before it starts.
	WhyEndsBeforeStart Why = "ends_before_start"
	// WhySpanTooLong: an event said over a span of more than Detail.N days
	// ("vacation from March to December"), more than a calendar event is
	// taken to last.
	WhySpanTooLong Why = "span_too_long"
	// WhyEventWhen: an event with no day and time to put it at.
	WhyEventWhen Why = "event_when"
	// WhyItemsRunOn: list items said without anything between them.
	WhyItemsRunOn Why = "items_run_on"
	// WhyListNameEnds: a new list's name said with its items and no colon,
	// where the name may end after either of its first words ("לרשימת בית
	// מרקחת אקמול, …").
	WhyListNameEnds Why = "list_name_ends"
	// WhyIntervalMinute: a repetition more often than every minute.
	WhyIntervalMinute Why = "interval_minute"
	// WhyNoSuchDay: day Detail.N of a month, which no month has.
	WhyNoSuchDay Why = "no_such_day"
	// WhySkipWhichDays: "except" with no days to skip.
	WhySkipWhichDays Why = "skip_which_days"
	// WhyUntilBeforeStart: a repetition that ends before it starts.
	WhyUntilBeforeStart Why = "until_before_start"
	// WhyUntilWhichDate: a repetition said to end at a period with no
	// date ("until christmas break", "עד החופש").
	WhyUntilWhichDate Why = "until_which_date"
	// WhyDigestHow: a move of the morning summary with no new time.
	WhyDigestHow Why = "digest_how"
	// WhyDigestTime: a morning summary time that is not a time.
	WhyDigestTime Why = "digest_time"
	// WhyModelRefused: the model's API refused the planning request.
	WhyModelRefused Why = "model_refused"
	// WhyRepeatWhichDays: a number of times a week without the days, or
	// with another number of them ("twice a week").
	WhyRepeatWhichDays Why = "repeat_which_days"
	// WhyMonthWhichDay: a monthly repetition said with a weekday but no
	// day of the month ("every month on Wednesday").
	WhyMonthWhichDay Why = "month_which_day"
	// WhyYearWhichDate: a yearly repetition said without the date of the
	// year it falls on ("every year", "every year on friday").
	WhyYearWhichDate Why = "year_which_date"
	// WhyRepeatHoliday: a repetition over the days of a holiday ("every
	// night of Hanukkah"), which moves with the Hebrew calendar: no
	// series keeps it.
	WhyRepeatHoliday Why = "repeat_holiday"
	// WhyHebrewDate: a date of the Hebrew calendar ("כ\"ז בכסלו", "27
	// Kislev", "ראש חודש אדר"), which Memo cannot place on the civil one.
	WhyHebrewDate Why = "hebrew_date"
	// WhyTooFar: a time more than Detail.N years away.
	WhyTooFar Why = "too_far"
	// WhyZoneAlready: the user is on the zone of the place said (Name)
	// already.
	WhyZoneAlready Why = "zone_already"
	// WhyAlreadyHome: "I'm back home" said at home.
	WhyAlreadyHome Why = "already_home"
	// WhyWhichHalf: an hour said without its half of the day to change
	// an item in the morning ("make it 5" of a 09:00 reminder): Detail.N
	// is the morning reading in minutes after midnight, the other is
	// twelve hours later. With Detail.Name, the hour as written ("5:00")
	// of a new reminder or event said in a 24-hour hand, which is asked
	// again with its half.
	WhyWhichHalf Why = "which_half"
	// WhySkipOnce: one day left out of the reminder Detail.Name, which
	// does not repeat on days (a one-time reminder, a nudge).
	WhySkipOnce Why = "skip_once"
	// WhyMinutesOrRange: an event's hours said as "10 to 1", which may be
	// minutes to an hour or a range: Detail.N is the first reading in
	// minutes after midnight (12:50), Detail.Name the hour the range starts
	// at ("10") and Detail.Max the one it ends at (1).
	WhyMinutesOrRange Why = "minutes_or_range"
	// WhySkipNotOn: a day left out of the reminder Detail.Name, which does
	// not fire that day; Detail.N is the day's start in Unix seconds.
	WhySkipNotOn Why = "skip_not_on"
	// WhySkipWhichDay: days left out of the reminder Detail.Name ("not this
	// week") that hold Detail.N of its occurrences: which one is meant.
	WhySkipWhichDay Why = "skip_which_day"
	// WhySeriesOnce: an end or a day given to the reminder Detail.Name,
	// which does not repeat on days (a one-time reminder, a nudge).
	WhySeriesOnce Why = "series_once"
	// WhyEndBeforeNext: an end set on the reminder Detail.Name before its
	// next occurrence: Detail.N is the end's day, Detail.Max the next
	// occurrence, both in Unix seconds.
	WhyEndBeforeNext Why = "end_before_next"
	// WhyAddDayNotWeekly: a weekday added to the reminder Detail.Name,
	// which repeats by days or months, not on weekdays.
	WhyAddDayNotWeekly Why = "add_day_not_weekly"
)

// Why values of "undo".
const (
	// WhyNothingToUndo: no change is left to undo.
	WhyNothingToUndo Why = "nothing_to_undo"
	// WhyChangedSince: the items of the change were changed again since.
	WhyChangedSince Why = "changed_since"
	// WhyCannotUndo: a change of a kind undo does not reverse.
	WhyCannotUndo Why = "cannot_undo"
	// WhyUndoSeries: a change to a repeating event.
	WhyUndoSeries Why = "undo_series"
	// WhyNothingToRedo: "bring it back" with no undo just before.
	WhyNothingToRedo Why = "nothing_to_redo"
)

// Why values of mail.
const (
	// WhyMailGone: the mail no longer exists.
	WhyMailGone Why = "mail_gone"
	// WhyMailRefused: Gmail refused the mail.
	WhyMailRefused Why = "mail_refused"
	// WhyNoRecipient: a mail to send names no one to send it to.
	WhyNoRecipient Why = "no_recipient"
	// WhyNoSender: a reply to a mail whose sender cannot be read.
	WhyNoSender Why = "no_sender"
	// WhyNoMailNumber: no mail has number Detail.N in the list shown.
	WhyNoMailNumber Why = "no_mail_number"
	// WhyMailNotFound: no mail matches what the user said.
	WhyMailNotFound Why = "mail_not_found"
	// WhyWhichMail: the request names no mail and none was shown.
	WhyWhichMail Why = "which_mail"
	// WhyNotAnAddress: Detail.Name holds an @ and is no address.
	WhyNotAnAddress Why = "not_an_address"
	// WhyNoAddress: no address is known for the name Detail.Name.
	WhyNoAddress Why = "no_address"
	// WhyNoDraft: a send with no draft.
	WhyNoDraft Why = "no_draft"
	// WhyEmptyMail: a mail with nothing to say.
	WhyEmptyMail Why = "empty_mail"
	// WhyEmptyCard: a contact card (of Detail.Name, "" when it has no
	// name) with no phone number and no email: nothing to save.
	WhyEmptyCard Why = "empty_card"
	// WhyBadPlace: a shared location whose point is not on the globe.
	WhyBadPlace Why = "bad_place"
)
