package offline

import "github.com/memo-assistant/memo"

// A finalCheck is one reason a plan whose words were all read is still
// declined: a title that keeps what was not read, or asks, or tells no
// deed. planWhole runs finalChecks in order, and the first that refuses
// declines the plan; its name says why (see refusingCheck).
type finalCheck struct {
	name    string
	doc     string
	refuses func(m *message, steps []memo.Step) bool
}

// checkAsks are the questions some final checks ask when they refuse,
// instead of a bare "I didn't understand" (see refusingCheck).
var checkAsks = map[string]memo.Why{"andRun": memo.WhyItemsRunOn}

// finalChecks are run in this order, and the order matters: the first
// three also mend what they pass (a list's items corrected, a condition's
// deed, a title list's items), and the checks after them read the mended
// titles.
var finalChecks = []finalCheck{
	{"itemCorrection", `"add apples, no scratch that, pears": a correction among a list's items, mended, or refused with nothing to take back`,
		func(_ *message, steps []memo.Step) bool { return mendItemCorrections(steps) }},
	{"condition", `"remind me in an hour if I haven't": a condition with no deed`,
		func(_ *message, steps []memo.Step) bool { return !conditionTitles(steps) }},
	{"titleList", `"dune, war and peace" on a list of titles: the list's last "and", or a title's?`,
		func(m *message, steps []memo.Step) bool { return !keepTitles(m.req.Text, steps) }},
	{"andRun", `"רד בול קפה ובמבה", "chocolate chip cookies and milk": items run together before an "and"; which words go together is asked`,
		func(m *message, steps []memo.Step) bool { return andRunItems(m.req.Text, steps) }},
	{"asksDone", `"did I call the bank", "done with the bank?": asked, not told`,
		func(m *message, steps []memo.Step) bool { return asksWhetherDone(m.req.Text, steps) }},
	{"gluedTime", `"ביוםרביעי", "ביוםשאחרי" kept in a title: words run together after a final letter, the day not read`,
		func(_ *message, steps []memo.Step) bool { return gluedTimeInTitle(steps) }},
	{"atTime", `"… buy milk sorry 5.30": a time said after "at" kept in a title`,
		func(m *message, steps []memo.Step) bool { return atTimeInTitle(m.req.Text, steps) }},
	{"doneTime", `"slept two hours": a while told, no task done`,
		func(m *message, steps []memo.Step) bool { return doneTimes(m.req, steps) }},
	{"doneCommand", `"olive oil, check them off": a command inside the name of a thing done`,
		func(_ *message, steps []memo.Step) bool { return doneCommandTarget(steps) }},
	{"toldWorld", `"I get to the office at 9", "school ends at 3", "המשמרת שלי מתחילה ב7": how the world or the user's day runs, told with an hour, kept`,
		func(m *message, steps []memo.Step) bool { return toldWorldKept(m, steps) }},
	{"why", `"she's sick", "החליפו לי": a why told, no thing to do`,
		func(_ *message, steps []memo.Step) bool { return whyTitle(steps) }},
	{"slippedCommand", `"תבקע בדיקת דם", "reimnd call the bank": the command mistyped and kept`,
		func(_ *message, steps []memo.Step) bool { return slippedCommandTitle(steps) }},
	{"spanKept", `"במהלך השבוע הבא לבדוק את התנור אני מתנצל": a week said as when, with its lead, kept in a title`,
		func(m *message, steps []memo.Step) bool { return spanTitle(m.req.Now, steps) }},
	{"vagueTime", `"remind me mamaya to eat" with "mamaya" kept: a time not placed kept in a title`,
		func(_ *message, steps []memo.Step) bool { return vagueTimeTitle(steps) }},
	{"foreignTime", `"remind me hiyo kesho", "le vendredi call mom": a word of time of another tongue (or "that one") kept in a title`,
		func(_ *message, steps []memo.Step) bool { return foreignTimeTitle(steps) }},
	{"foreignRemind", `"nikumbushe to call mama", "call mom napomni": a verb of reminding of another tongue kept in a title`,
		func(_ *message, steps []memo.Step) bool { return foreignRemindTitle(steps) }},
	{"mealDay", `"הנכדים באים לארוחת שישי בשבע בערב" said on a Wednesday: a meal named by its day, made on another`,
		func(m *message, steps []memo.Step) bool { return mealDayOff(steps, m.loc()) }},
	{"dayPlace", `"תזכיר לי מהר ב-9 לשלם": a word near a day said in a reminder's day place, which may be the day or a word of its own`,
		func(m *message, _ []memo.Step) bool { return dayPlaceUnsure(m.req.Text) }},
	{"slipInTitle", `"call mom tomorow", "sitck dentist": a day or command word one slip off kept in a title`,
		func(_ *message, steps []memo.Step) bool { return slipInTitle(steps) }},
	{"interjection", `"och i've got …" not read: an interjection opening a title`,
		func(_ *message, steps []memo.Step) bool { return interjectionTitle(steps) }},
	{"farewellKept", `"call my mom see ya": a goodbye said after the request kept at a title's end`,
		func(_ *message, steps []memo.Step) bool { return farewellTitle(steps) }},
	{"moodKept", `"feelng so down" of "yo feelng so down tonight": a mood told, its verb mistyped, kept as a title`,
		func(_ *message, steps []memo.Step) bool { return moodTitle(steps) }},
	{"calendarInTitle", `"dentist appointment in my sched": the request to put it in the calendar kept in a title`,
		func(_ *message, steps []memo.Step) bool { return calendarInTitle(steps) }},
	{"halfHour", `"pay the bill half 4 sorry": the British half past, not read`,
		func(_ *message, steps []memo.Step) bool { return halfHourTitle(steps) }},
	{"changeKept", `"aiyo wrong lah, make it" of "… make it 7pm": the change of the thing in focus kept as a new one's title`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reChangeKept) }},
	{"preferOnly", `"עדיף" of "תזכיר ב7:30 עדיף", "instead" of "remind me at 7:30 instead": a word of preference alone kept as a title`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, rePreferOnly) }},
	{"deniedKept", `"not at home" of "not at 7, at home": the hour denied and the place said instead kept as a title`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reDeniedKept) }},
	{"correctionKept", `"dinner with Dana sorry 8", "הפיזיו ולא בשתיים": an hour corrected or denied inside the message, kept in a title`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reCorrectionKept) }},
	{"changeLeadKept", `"upate: we're leaving", "theey swapped me, change of plan": a change of the thing in focus announced, kept as a new one's title`,
		func(_ *message, steps []memo.Step) bool { return changeLeadKept(steps) }},
	{"cancelledName", `"thhey cancelled" of "thhey cancelled, take it out of the calendar": the reason to remove read as the name of what to remove`,
		func(_ *message, steps []memo.Step) bool { return cancelledName(steps) }},
	{"particleKept", `"chuck in a job bathroom reno": a verb of putting down and its particle kept as a title's opening`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reParticleOpen) }},
	{"headingKept", `"add : gym" of "add to my calendar: gym mon wed fri at 7": the request's verb kept before its heading's colon`,
		func(_ *message, steps []memo.Step) bool {
			return titleMatches(steps, reHeadingKept) || calendarSlipTitle(steps) // "לימון: תור …" too
		}},
	{"asideKept", `"call Susan on her birthday which is": a side remark's opening kept at a title's end`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reAsideAfter) }},
	{"commandKept", `"set a call with the client" of "ok set a call with the client at 9am": the command kept as an event's title`,
		func(_ *message, steps []memo.Step) bool { return commandEventTitle(steps) }},
	{"remarkKept", `"add wine, chips, i deserve it lol to shopping", "call the super, it's freezing in here": a remark on oneself or the world kept as an item or at a title's end`,
		func(_ *message, steps []memo.Step) bool { return remarkKept(steps) }},
	{"dangling", `"אספת חברים בחדר האוכל ואני תמיד שוכח, אז": a title that ends with a word joining it to what came after`,
		func(_ *message, steps []memo.Step) bool { return danglingTitle(steps) }},
	{"hourLeft", `"9 1:1 עם דנה" of "ראשון בבוקר 9 1:1 עם דנה": the hour said after a part of the day, not read`,
		func(m *message, steps []memo.Step) bool { return hourLeftTitle(m.req.Text, steps) }},
	{"dreadKept", `"watch the movie he will kill me": what befalls the user if it is not done, kept in a title`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reDreadKept) }},
	{"forgetKept", `"call mom and dont let me forget the chicken": the words asking not to forget kept in a title`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reForgetKept) }},
	{"rambleKept", `"this massive to do list in my head and one of the things is I need to finish …": the lead-in of a thing told in chatter kept in a title`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reRambleKept) }},
	{"halfDone", `some of the message done and a part of it not understood`,
		func(_ *message, steps []memo.Step) bool { return halfDone(steps) }},
	{"sentence", `"dentist. blorf the snuffle": a second sentence kept in a title`,
		func(m *message, steps []memo.Step) bool { return sentenceInTitle(m.req.Text, steps) }},
	{"noReminder", `"בלי תזכורת מחר": no reminder wanted`,
		func(m *message, steps []memo.Step) bool { return turnsDownReminder(m.req.Text, steps) }},
	{"apology", `"sheasked, ok so sorrry my bad" with a reminder in focus: sorry said, nothing to keep`,
		func(_ *message, steps []memo.Step) bool { return apologyTitle(steps) }},
	{"repeatAdverb", `"water the plants at 6 weekly ha": how often kept in a title, not read`,
		func(m *message, steps []memo.Step) bool {
			return repeatAdverbTitle(steps) || repeatAdjectiveTitle(m.req.Text, steps)
		}},
	{"remindKept", `"my anniversary is on march 3rd, remind me a week before" kept as a fact: a reminder asked`,
		func(_ *message, steps []memo.Step) bool { return keepsRemindCommand(steps) }},
	{"addressEnd", `"call mom mate": a word said to Memo kept at a title's end`,
		func(_ *message, steps []memo.Step) bool { return addressEndTitle(steps) }},
	{"lengthKept", `"cardiologist appt for dad it'll take about 2 hours, at Hadassah": a length told and not read`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reLengthKept) }},
	{"noTitle", `"להכין את האוכל של מחר תזכירי לי …" read to a reminder with no words left: nothing to remind of`,
		func(m *message, steps []memo.Step) bool { return emptyTitle(m.req, steps) }},
	{"withOnly", `"with grandma" of "with grandma at 6", "עם דנה" of "וגם עם דנה בשש", "for dana katz": someone to be with or do it for, no thing to do`,
		func(_ *message, steps []memo.Step) bool { return titleMatches(steps, reWithOnly) }},
	{"remindAsEvent", `"shame I forgot the soccer practice again, remind me every tuesday at 3:30pm" made an event: "remind me" asks for a reminder`,
		func(m *message, steps []memo.Step) bool { return remindAsEvent(m.req.Text, steps) }},
	{"hourAsked", `"dinner on Friday, remind me an hour before": counted from an hour still asked`,
		func(_ *message, steps []memo.Step) bool { return hourAsked(steps) }},
}

// refusingCheck returns the name of the first of finalChecks that refuses
// the plan steps read from m, the whole message as the planner read it
// (its text cleaned once, see message.clean), and the question it asks,
// or "" when none does.
func refusingCheck(m *message, steps []memo.Step) (string, memo.Why) {
	for _, c := range finalChecks {
		if c.refuses(m, steps) {
			return c.name, checkAsks[c.name]
		}
	}
	return "", ""
}
