package offline

import "slices"

// Triggers, this round. A rule is given triggers only where its patterns
// name the words it needs plainly, each word standing whole (between
// spaces, a pattern's \b, the text's ends, or behind Hebrew prefix
// letters): digest-stop, digest-time, stop-reminding, alarm, list-asked,
// memory-forget, memory-list, memory-saved, recall-asked, todo-list-show,
// list-show-all, list-rename, list-delete, event-occurrences,
// event-free, event-end-series. The others always run, for now:
//   - their words may be glued to others (a pattern's \s*: "mylast note",
//     "סיכוםהבוקר"), as in memory-latest;
//   - they read large word tables (kinds of notes, verbs of doing, event
//     nouns) or the user's own list names (most list rules, memory-kind);
//   - they read the text cleaned or rewritten first (list-reason,
//     list-reason-first), or the conversation (a list in view, a numbered
//     list) more than words;
//   - they are fallbacks that read any timed thing (task-create,
//     timed-fallback, event-create, memory-told).

// intents is the grammar's registry of intents (see rule): the rules of
// one clause, tried in priority order by planClause. It is made once, at
// start-up, and never changed.
var intents *registry

func init() {
	// In init, not the declaration: matchListReason reads intents.
	intents = newRegistry(slices.Concat(earlyRules(), listRules(), lateRules()))
}

// earlyRules are the intents tried before the list readers: what is
// outside the grammar, feelings, settings, the memory's own commands and
// questions, and a list command with a reason or a told completion.
func earlyRules() []rule {
	return []rule{
		{name: "outside", priority: 100, match: matchOutside,
			examples: []example{{text: "book a table at Nando's reminder in a few minutes"}, {text: "remind me to book a table at Nando's on friday at 8", near: true}}},
		{name: "no-trigger", priority: 200, match: matchNoTrigger,
			examples: []example{{text: "remind me when I get home to call mom"}, {text: "תזכיר לי כשאני מגיע הביתה להתקשר לאמא"}, {text: "remind me at 5 to call mom", near: true}}},
		{name: "feeling", priority: 300, match: matchFeeling,
			examples: []example{{text: "איזה יום קשה"}, {text: "כל כך עייפה אחרי לילה בלי שינה"}, {text: "remind me to rest tomorrow at 5", near: true}}},
		{name: "reaction", priority: 350, match: matchReaction,
			examples: []example{{text: "lol that's so sus"}, {text: "חחח איזה קטע"}, {text: "remind me to watch the funny video at 5", near: true},
				{text: "I'm coming"}, {text: "שנייה אני חוזרת"}, {text: "remind me at 5 that I'm coming back", near: true}}},
		{name: "vent", priority: 370, match: matchVent,
			examples: []example{{text: "lol ur kinda useless"}, {text: "את ממש לא עוזרת"}, {text: "remind me the old phone is useless at 5", near: true}, {text: "the printer is so useless", near: true}}},
		{name: "clock", priority: 400, match: matchClock,
			examples: []example{{text: "what time is it"}, {text: "מה השעה"}, {text: "what time is the dentist", near: true}}},
		{name: "focus-left", priority: 500, match: matchFocusLeft,
			examples: []example{{text: "what's left to pay on the loan", near: true}}},
		{name: "digest-stop", priority: 600, match: matchDigestStop,
			triggers: words(`summary summaries digest digests briefing briefings rundown recap סיכום סיכומי תקציר תדריך עדכון`),
			examples: []example{{text: "stop sending me the morning summary"}, {text: "תפסיק לשלוח לי את סיכום הבוקר"}, {text: "cancel the summary meeting", near: true}, {text: "תבטל את פגישת הסיכום", near: true}}},
		{name: "digest-time", priority: 700, match: matchDigestTime,
			triggers: words(`summary digest briefing brief rundown recap סיכום תקציר תדריך send give move change set schedule make deliver switch shift push i id can could get תשלח שלח תשלחי שלחי תעביר תעבירי תזיז תזיזי תקבע תקבעי קבע קבעי תשנה תשני שנה אני אפשר תעבור תעברי`),
			examples: []example{{text: "send me the daily briefing at 7 instead of 8"}, {text: "אפשר לקבל את סיכום הבוקר ב6:30"}, {text: "summary of the meeting with Dana", near: true}, {text: "תדריך היום ב1930", near: true}, {text: "briefing today at 7:30pm", near: true}}},
		{name: "stop-reminding", priority: 800, match: matchStopReminding,
			triggers: words(`reminding nagging bugging pinging reminder reminders nudge nudges להזכיר לנדנד להציק תזכורת תזכורות`),
			examples: []example{{text: "stop reminding me to lock the car"}, {text: "תפסיק להזכיר לי לנעול את האוטו"}, {text: "stop at the bakery on the way", near: true}}},
		{name: "alarm", priority: 900, match: matchAlarm,
			triggers: words(`alarm wake wakeup תעיר תעירי להעיר מעורר השכמה`),
			examples: []example{{text: "wake me up at 6"}, {text: "set an alarm for 5:45"}, {text: "תעיר אותי מחר ב-6"}, {text: "remind me at 6 to buy an alarm clock", near: true}}},
		{name: "stay", priority: 1000, match: matchStay,
			examples: []example{{text: "I'm in London until Friday"}, {text: "I'm in a meeting until 5", near: true}}},
		{name: "list-asked", priority: 1100, match: matchListAsked,
			triggers: words(`what whats מה`),
			examples: []example{{text: "מה יש ברשימת הסופר"}, {text: "מה יש לי מחר", near: true}}},
		{name: "standard-ask", priority: 1200, match: matchStandardAsk,
			examples: []example{{text: "got anything this sunday"}, {text: "מה בתכנון ביום שישי"}, {text: "got the tickets for sunday", near: true}}},
		{name: "memory-latest", priority: 1300, match: matchMemoryLatest,
			examples: []example{{text: "what did you just save"}, {text: "מה שמרת לי עכשיו"}, {text: "what did you save about the car", near: true}}},
		{name: "memory-store", priority: 1400, match: matchMemoryStore,
			examples: []example{{text: "remember that Noa is allergic to peanuts"}, {text: "remember to call Noa", near: true}}},
		{name: "memory-forget", priority: 1500, match: matchMemoryForget,
			triggers: words(`forget unremember delete remove erase drop clear תשכח תשכחי שכח שכחי תמחק מחק תמחקי מחקי תסיר תסירי הסר`),
			examples: []example{{text: "forget the storage code"}, {text: "תשכח את הסיסמה של הראוטר"}, {text: "forget to call mom", near: true}, {text: "don't forget the milk", near: true}}},
		{name: "memory-list", priority: 1600, match: matchMemoryList,
			triggers: words(`memories notes saved second what whats זיכרונות זכרונות פתקים מה`),
			examples: []example{{text: "show my memories"}, {text: "what do you remember"}, {text: "מה אתה זוכר"}, {text: "show my tasks", near: true}, {text: "what do you think", near: true}}},
		{name: "memory-kind", priority: 1700, match: matchMemoryKind,
			examples: []example{{text: "show me my passwords"}, {text: "מה הרעיונות ששמרתי"}, {text: "show me my tasks", near: true}}},
		{name: "memory-saved", priority: 1800, match: matchMemorySaved,
			triggers: words(`save saved store stored note noted write written tell told give gave given there somewhere anywhere שמרתי רשמתי כתבתי אמרתי שמרת רשמת כתבת שמור שמורה שמורים שמורות רשום רשומה רשומים`),
			examples: []example{{text: "have i saved my locker code"}, {text: "is ronnie's mom's birthday saved"}, {text: "have i paid the rent", near: true}}},
		{name: "memory-get", priority: 1900, match: matchMemoryGet,
			examples: []example{{text: "show memory 3", near: true}}},
		{name: "recall-asked", priority: 2000, match: matchRecallAsked,
			triggers: words(`what where when who which how remember recall מה איפה מתי מי איך כמה איזה איזו`),
			examples: []example{{text: "tell me what the wifi password is"}, {text: "תזכירי לי מה הסיסמה של הוויפי"}, {text: "tell me a joke", near: true}}},
		{name: "day-question", priority: 2100, match: matchDayQuestion,
			examples: []example{{text: "what's on my plate tomorrow"}, {text: "do i have anything on friday"}, {text: "what's on the shopping list", near: true}}},
		{name: "event-list", priority: 2200, match: matchEventList,
			examples: []example{{text: "anything on my calendar this sunday"}, {text: "מה יש לי ביומן ביום שישי"}, {text: "put it on my calendar this sunday", near: true}}},
		{name: "listing", priority: 2300, match: matchListing,
			examples: []example{{text: "show my tasks"}, {text: "show my reminders"}, {text: "show my reminders from yesterday to Dana", near: true}}},
		{name: "have-all", priority: 2400, match: matchHaveAll,
			examples: []example{{text: "what do i have"}, {text: "show me what i've got"}, {text: "what do i have to bring", near: true}}},
		{name: "todo-list-show", priority: 2500, match: matchTodoListShow,
			triggers: words(`list רשימת`),
			examples: []example{{text: "show me my to do list"}, {text: "מה ברשימת המטלות"}, {text: "show me my to do", near: true}, {text: "add to my to do list milk", near: true}}},
		{name: "list-reason", priority: 2600, match: matchListReason,
			examples: []example{{text: "take the eggs off the shopping list, I found a box in the pantry"}, {text: "take the eggs off the shopping list", near: true}}},
		{name: "list-reason-first", priority: 2700, match: matchListReasonFirst,
			examples: []example{{text: "the eggs arrived, take them off the list"}, {text: "קניתי הכל, תנקה את הרשימה"}, {text: "the eggs arrived", near: true}}},
		{name: "list-told-tick", priority: 2800, match: matchListToldTick,
			examples: []example{{text: "picked up lemons, check them off"}, {text: "picked up lemons", near: true}}},
	}
}
