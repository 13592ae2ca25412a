package formatter

import (
	"fmt"
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
)

// refusal words what a request lacks, or why Memo will not do it as said
// (memo.Why), with what its wording shows; failure frames it by the
// error's code. "" for a why the writer does not know.
func (w *writer) refusal(why memo.Why, d memo.Detail) string {
	n, limit := strconv.Itoa(d.N), strconv.Itoa(d.Max)
	switch why {
	case memo.WhyTextTooLong:
		return w.pick("that text is "+n+" characters long; a task, list, item or event can have at most "+limit,
			"הטקסט ארוך מדי ("+n+" תווים); אפשר עד "+limit+" תווים לשם של משימה, רשימה, פריט או אירוע")
	case memo.WhyTooMany:
		return w.pick(n+" at once is too many; one message can hold at most "+limit,
			n+" פריטים בבת אחת זה יותר מדי; אפשר עד "+limit+" בהודעה אחת")
	case memo.WhyInvalidTime:
		return w.pick("that date or time does not exist", "התאריך או השעה לא קיימים בלוח השנה")
	case memo.WhyPastTime:
		return w.pick("that time has already passed", "הזמן הזה כבר עבר")
	case memo.WhyTwoTimes:
		return w.pick("I read more than one time for one reminder. Send each with its own time, e.g. “remind me tomorrow at 9 to call the bank”.",
			"קראתי יותר משעה אחת לתזכורת אחת. אפשר לשלוח כל אחת עם השעה שלה, למשל „תזכיר לי מחר ב-9 להתקשר לבנק”")
	case memo.WhyNudgeUntilHour:
		return w.pick("I can repeat a reminder until you say it's done, not until an hour yet. For example: “remind me every hour to stretch”.",
			"אני יכול לחזור על תזכורת עד שתגיד שבוצעה, עדיין לא עד שעה מסוימת. למשל: „תזכיר לי כל שעה להתמתח”")
	case memo.WhyRepeatDays:
		return w.pick("it repeats on more than one day, so I can't tell which day to change: say the new days, e.g. “every monday and thursday”, or just a new time",
			"התזכורת חוזרת ביותר מיום אחד, אז לא ברור איזה יום לשנות: כתוב את הימים החדשים, למשל „כל שני וחמישי”, או רק שעה חדשה")
	case memo.WhyNotRecurring:
		return w.pick("“"+d.Name+"” is not a recurring event", "„"+d.Name+"” אינו אירוע חוזר")
	case memo.WhySkipOnce:
		return w.pick("“"+d.Name+"” doesn't repeat by days, so there's no single day to skip — I left it as it is",
			"„"+d.Name+"” לא חוזרת לפי ימים, אז אין יום אחד לדלג עליו — השארתי אותה כמו שהיא")
	case memo.WhySkipNotOn:
		day := w.datedDay(time.Unix(int64(d.N), 0))
		return w.pick("“"+d.Name+"” doesn't come "+day+", so there's nothing to skip — I changed nothing",
			"„"+d.Name+"” לא מגיעה "+day+", אז אין על מה לדלג — לא שיניתי כלום")
	case memo.WhySkipWhichDay:
		return w.pick("“"+d.Name+"” comes "+n+" times in those days — which day should I skip? e.g. “skip it on friday”",
			"„"+d.Name+"” מגיעה "+n+" פעמים בימים האלה — על איזה יום לדלג? למשל „תדלג על יום שישי”")
	case memo.WhySeriesOnce:
		return w.pick("“"+d.Name+"” doesn't repeat by days, so I left it as it is",
			"„"+d.Name+"” לא חוזרת לפי ימים, אז השארתי אותה כמו שהיא")
	case memo.WhyEndBeforeNext:
		next := w.whenIn(time.Unix(int64(d.Max), 0))
		return w.pick("“"+d.Name+"” doesn't come again by that day — its next one is "+next+", so I changed nothing. To stop it altogether, say “delete it”",
			"„"+d.Name+"” לא מגיעה שוב עד היום הזה — הבאה "+next+", אז לא שיניתי כלום. כדי להפסיק אותה לגמרי אפשר לכתוב „תמחק אותה”")
	case memo.WhyAddDayNotWeekly:
		return w.pick("“"+d.Name+"” doesn't repeat on chosen days of the week, so there's no day to add: say its days, e.g. “every monday and wednesday”",
			"„"+d.Name+"” לא חוזרת בימים מסוימים בשבוע, אז אין לאן להוסיף יום: כתוב את הימים, למשל „כל שני ורביעי”")
	case memo.WhyZoneAlready:
		return w.pick("you're on "+d.Name+" time already", "אתה כבר בשעון של "+d.Name)
	case memo.WhyWhichHalf:
		am := fmt.Sprintf("%02d:%02d", d.N/60, d.N%60)
		pm := fmt.Sprintf("%02d:%02d", d.N/60+12, d.N%60)
		if d.Name != "" {
			return w.pick("it's not clear whether “"+d.Name+"” is "+am+" or "+pm+" — please say it again with "+am+" or "+pm,
				"לא ברור אם „"+d.Name+"” זה "+am+" או "+pm+" — כתוב את הבקשה שוב עם "+am+" או "+pm)
		}
		return w.pick("it's not clear whether you mean "+am+" or "+pm+" — say which, e.g. “make it "+am+"” or “make it "+pm+"”",
			"לא ברור אם התכוונת ל-"+am+" או ל-"+pm+" — כתוב איזו, למשל „תעשה "+am+"” או „תעשה "+pm+"”")
	case memo.WhyAlreadyHome:
		return w.pick("you're on your home time already", "אתה כבר בשעון של הבית")
	case memo.WhyEmptyCard:
		if d.Name == "" {
			return w.pick("that contact card has no name, phone number or email, so there's nothing to save",
				"בכרטיס איש הקשר הזה אין שם, מספר טלפון או מייל, אז אין מה לשמור")
		}
		return w.pick("the card of “"+d.Name+"” has no phone number or email, so I didn't save it",
			"בכרטיס של „"+d.Name+"” אין מספר טלפון או מייל, אז לא שמרתי אותו")
	case memo.WhyBadPlace:
		return w.pick("that location has no valid point on the map", "במיקום הזה אין נקודה תקינה על המפה")
	case memo.WhyNothingToRemember:
		return w.pick("I'm not sure what to remember — write e.g. “remember that the gate code is 4512”, or reply “remember this” to the message",
			"לא ברור מה לזכור — אפשר לכתוב למשל „תזכור שהקוד של השער הוא 4512”, או לענות „תשמור את זה” על ההודעה")
	}
	return w.planRefusal(why, d)
}

// planRefusal words what the grammar could not make of a request, and
// then the refusals of undo and of mail.
func (w *writer) planRefusal(why memo.Why, d memo.Detail) string {
	switch why {
	case memo.WhyEventEveryMinutes:
		return w.pick("a calendar event cannot repeat every few minutes", "אירוע ביומן לא יכול לחזור כל כמה דקות")
	case memo.WhyEndsBeforeStart:
		return w.pick("the event ends before it starts", "האירוע מסתיים לפני שהוא מתחיל")
	case memo.WhySpanTooLong:
		n := strconv.Itoa(d.N)
		return w.pick("that's more than "+n+" days: I put events of up to "+n+" days in the calendar",
			"זה יותר מ-"+n+" ימים: אני מכניס ליומן אירועים של עד "+n+" ימים")
	case memo.WhyMinutesOrRange:
		at := fmt.Sprintf("%d:%02d", d.N/60, d.N%60)
		to := strconv.Itoa(d.Max)
		return w.pick("did you mean at "+at+", or from "+d.Name+" to "+to+"? Please say “at "+at+"” or “from "+d.Name+" to "+to+"”",
			"התכוונת ב-"+at+", או מ-"+d.Name+" עד "+to+"? נא לכתוב „ב-"+at+"” או „מ-"+d.Name+" עד "+to+"”")
	case memo.WhyEventWhen:
		return w.pick("when should I put it in your calendar? Please say a day and a time (e.g. “tomorrow at 10”)",
			"מתי לקבוע את זה ביומן? נא לציין יום ושעה (למשל „מחר ב-10”)")
	case memo.WhyItemsRunOn:
		return w.pick("I couldn't tell where one item ends and the next begins: write them with commas, e.g. “gym list: towel, water bottle, headphones”",
			"לא הצלחתי להבין איפה נגמר פריט אחד ומתחיל הבא: כתוב אותם עם פסיקים, למשל „רשימה לחדר כושר: מגבת, בקבוק מים, אוזניות”")
	case memo.WhyListNameEnds:
		return w.pick("I couldn't tell where the list's name ends: write it with a colon, e.g. “pharmacy list: paracetamol, plasters”",
			"לא הצלחתי להבין איפה נגמר שם הרשימה: כתוב אותו עם נקודתיים, למשל „רשימת בית מרקחת: אקמול, פלסטרים”")
	case memo.WhyIntervalMinute:
		return w.pick("the interval must be at least one minute", "המרווח חייב להיות לפחות דקה")
	case memo.WhyNoSuchDay:
		n := strconv.Itoa(d.N)
		return w.pick("there is no day "+n+" in a month", "אין יום "+n+" בחודש")
	case memo.WhyRepeatWhichDays:
		return w.pick("On which days? For example: “every monday and thursday at 9”.", "באילו ימים? למשל: „כל שני וחמישי ב-9”")
	case memo.WhyMonthWhichDay:
		return w.pick("Which day of the month? For example: “on the 5th of every month” or “on the first Wednesday of every month”.",
			"באיזה יום בחודש? למשל: „ב-5 בכל חודש” או „ביום רביעי הראשון של כל חודש”")
	case memo.WhyYearWhichDate:
		return w.pick("On which date every year? For example: “every year on March 14”.",
			"באיזה תאריך בכל שנה? למשל: „כל שנה ב-14 במרץ”")
	case memo.WhyRepeatHoliday:
		return w.pick("I can't repeat a reminder over the days of a holiday: its dates move every year. Set one for each day instead, for example: “remind me on December 5 at 17:00 to light candles”.",
			"אני לא יכול לחזור על תזכורת לאורך ימי חג: התאריכים שלו זזים בכל שנה. אפשר לקבוע תזכורת לכל יום בנפרד, למשל: „תזכיר לי ב-5 בדצמבר ב-17:00 להדליק נרות”")
	case memo.WhyHebrewDate:
		return w.pick("I can't read Hebrew-calendar dates yet — which date is that? (e.g. “on 7.12 at 9”)",
			"אני עוד לא יודע לקרוא תאריכים עבריים — איזה תאריך זה בלוח הרגיל? (למשל „ב-7.12 ב-9”)")
	case memo.WhyTooFar:
		n := strconv.Itoa(d.N)
		return w.pick("that's more than "+n+" years away: I keep times within "+n+" years", "זה יותר מ-"+n+" שנה מהיום: אני שומר זמנים עד "+n+" שנה קדימה")
	case memo.WhySkipWhichDays:
		return w.pick("which days should it skip?", "באילו ימים לדלג?")
	case memo.WhyUntilBeforeStart:
		return w.pick("the end date is before the start", "תאריך הסיום לפני ההתחלה")
	case memo.WhyUntilWhichDate:
		return w.pick("Until which date? For example: “every monday at 7 until December 18”.", "עד איזה תאריך? למשל: „כל יום שני ב-7 עד ה-18 בדצמבר”")
	case memo.WhyDigestHow:
		return w.pick("to move the morning summary, say e.g. “send me the summary at 7:30”", "כדי להזיז את סיכום הבוקר כתוב למשל „שלח לי את הסיכום ב-7:30”")
	case memo.WhyDigestTime:
		return w.pick("tell me the time, e.g. “send me the summary at 7:30”", "כתוב לי שעה, למשל „שלח לי את הסיכום ב-7:30”")
	case memo.WhyModelRefused:
		return w.pick("I couldn't work that request out. Please try saying it differently", "לא הצלחתי לעבד את הבקשה. אפשר לנסח אותה אחרת")
	}
	return w.undoRefusal(why, d)
}

// undoRefusal words the refusals of undo, and then of mail.
func (w *writer) undoRefusal(why memo.Why, d memo.Detail) string {
	switch why {
	case memo.WhyNothingToUndo:
		return w.pick("There's nothing for me to undo.", "אין לי מה לבטל.")
	case memo.WhyNothingToRedo:
		return w.pick("Nothing was undone just now, so there's nothing to bring back.", "לא ביטלתי כלום עכשיו, אז אין מה להחזיר.")
	case memo.WhyChangedSince:
		return w.pick("That was already changed since; there's nothing left to undo.", "זה כבר השתנה מאז; אין מה לבטל.")
	case memo.WhyCannotUndo:
		return w.pick("I can't undo that.", "את זה אני לא יכול לבטל.")
	case memo.WhyUndoSeries:
		return w.pick("I can't undo a change to a repeating event — please fix it in the calendar.",
			"אני לא יכול לבטל שינוי באירוע חוזר — אפשר לתקן אותו ביומן.")
	}
	return w.mailRefusal(why, d)
}

// mailRefusal words the refusals of mail.
func (w *writer) mailRefusal(why memo.Why, d memo.Detail) string {
	switch why {
	case memo.WhyMailGone:
		return w.pick("that email no longer exists — it may have been deleted", "המייל הזה כבר לא קיים — אולי הוא נמחק")
	case memo.WhyMailRefused:
		return w.pick("Gmail refused this email — check the addresses and the text", "Gmail דחה את המייל — בדוק את הכתובות ואת התוכן")
	case memo.WhyNoRecipient:
		return w.pick("who should I send it to?", "למי לשלוח?")
	case memo.WhyNoSender:
		return w.pick("I can't tell who that email is from, so I can't reply to it", "אני לא מצליח לזהות ממי המייל, אז אין לי למי לענות")
	case memo.WhyNoMailNumber:
		n := strconv.Itoa(d.N)
		return w.pick("there is no email number "+n+" in the last list I showed", "אין מייל מספר "+n+" ברשימה האחרונה שהראיתי")
	case memo.WhyMailNotFound:
		return w.pick("I couldn't find that email", "לא מצאתי את המייל הזה")
	case memo.WhyWhichMail:
		return w.pick("which email? Say e.g. “read the one from Dana” or show your mail first",
			"איזה מייל? כתוב למשל „תקרא את המייל מדנה” או בקש קודם לראות את המיילים")
	case memo.WhyNotAnAddress:
		return w.pick("“"+d.Name+"” is not an email address", "„"+d.Name+"” אינה כתובת מייל תקינה")
	case memo.WhyNoAddress:
		return w.pick("I have no email address for “"+d.Name+"” in your contacts or mail — write the full address",
			"אין לי כתובת מייל של „"+d.Name+"” באנשי הקשר או בדואר שלך — כתוב את הכתובת המלאה")
	case memo.WhyNoDraft:
		return w.pick("there is no draft to send", "אין טיוטה לשליחה")
	case memo.WhyEmptyMail:
		return w.pick("what should the email say? Say e.g. “email Avi: see you at 5”", "מה לכתוב במייל? למשל „שלח מייל לאבי: נתראה ב-5”")
	}
	return ""
}
