// Package offline is Memo's deterministic planner: a bilingual (Hebrew and
// English) grammar of the requests it can understand without a language
// model. It is the fast path in front of a model planner, and the whole
// planner when none is configured.
//
// Each intent is a small matcher over the cleaned message, a rule of one
// registry tried in priority order (see rules.go); the first that claims
// the message builds the plan. Times are read by package timeparse in
// the user's zone. A message no matcher claims becomes a general "unknown"
// step, so the writer can say what Memo understands.
package offline

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// MaxMessageRunes is the longest message the planner reads; longer ones get
// a polite "please send a shorter message".
const MaxMessageRunes = 4000

// Planner plans messages with the offline grammar. The zero value is ready.
type Planner struct{}

// New returns a Planner.
func New() *Planner { return &Planner{} }

// matcher claims a message and builds its steps, or returns ok=false.
// err is an EInvalid *memo.Error for a message it understood but that
// cannot be done as said ("remind me on February 30").
type matcher func(m *message) (steps []memo.Step, ok bool, err error)

// Plan turns one message into a plan. It never calls out and never fails
// on a message it does not understand: that becomes a general step.
//
// The message is first cleaned of the words around its request (see
// Clean), then cut into the requests it holds (see splitClauses); each is
// matched on its own, and the plan is claimed only when every clause is
// and every text the steps would store is item text only (see accounted).
// Anything less is a general "unknown" step: the model planner's turn when
// there is one, an honest "I didn't understand" otherwise.
func (p *Planner) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	if plan, ok, err := p.planStructured(ctx, req); ok {
		// 'Add a task: "Renew passport" (no date).': its quotes, fields
		// and notes read apart (structured.go).
		plan.Text = req.Text
		return plan, err
	}
	return p.planText(ctx, req)
}

// planText is Plan of a message with no quoted span, field or note of a
// form read apart. A message not understood whole may hold its request
// inside chatter, read alone (ramble.go).
func (p *Planner) planText(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	plan, err := p.planTextOnce(ctx, req)
	if err == nil && unknownOnly(plan.Steps) {
		if said, ok := p.planRamble(ctx, req); ok {
			return said, nil // "… anyway the point is can you remind me tomorrow at 10 to …"
		}
	}
	return plan, err
}

// planTextOnce is planText with no reading of a request inside chatter.
func (p *Planner) planTextOnce(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	typed := req.Text
	if steps, ok := bareCommand(req.Text); ok {
		// "תזכורת חדשה", "new reminder": read as typed, before the
		// cleaning that would take "חדשה" for the thing to remind of.
		steps[0].ID = stepID(0)
		return memo.Plan{TurnID: req.TurnID, Text: typed, Lang: req.Lang, Source: "offline", Steps: steps}, nil
	}
	req.Text = readCreole(req.Text)                    // "wetin dey my shopping list", "delete am", "put it inna mi calendar", "show mi di list": before all else
	req.Text = restartSaid(req.Text, req.Now, req.Loc) // "remind me every other... every friday at 6pm …": the when said again
	req.Text = toldPlan(req.Text)                      // "I and my friends go to eat hot pot saturday 7pm": I have hot pot with my friends
	req.Text = mendContainers(req.Text)                // "put in calender exam …", "add milk to my shoping list"
	req.Text = matterHeading(req.Text)                 // "re: smith v. kaplan - remind me …": the matter after the deed
	req.Text = reportedChange(req.Text)                // "Doc called said make it Friday same time": the change told
	// "… at 5 full stop can or not": the closing tag before the marks said by name.
	req.Text = dropCanOrNot(req.Text)
	req.Text = undictate(dropSignOffLines(req.Text))     // "…\nRegards\nHarold": no word of the request; "milk comma eggs period": the marks, not the words
	req.Text = listThenAdd(req.Text)                     // "Shopping list add: eggs, tofu": the command to add to it, once marks said by name are marks
	req.Text = particlePause(req.Text)                   // "cancel that one lah landlord postpone already": the particle a pause
	req.Text = addressPause(req.Text, req.Focus)         // "they pushed it bro cancel it": the word of address a pause
	req.Text = clippedAsk(req.Text)                      // "Audiologist. Monday 11. Add.": the parts one phrase, the command its request
	req.Text = plainMeridiem(req.Text)                   // "at 8 p.m. remind me …": no sentence ends at its dots
	req.Text = contractionSlip(req.Text)                 // "what'vve we got this sunday": the letter doubled after the apostrophe
	req.Text = remindBareDay(req.Text)                   // "תזכיר שישי להשקות עציצים": "ביום שישי"
	req.Text = bareDayHour(req.Text)                     // "עבודת ריצוף ברמת גן שישי ב8": "ביום שישי ב8"
	req.Text = endAfterTitle(req.Text, req.Now, req.Loc) // "ב-8:30 ישיבת צוות עד 10": "ב-8:30 עד 10 ישיבת צוות"
	req.Text = andThe(req.Text)                          // "והטרקטור למוסך מחר 13:00": "הטרקטור …"
	req.Text = dayOffLead(req.Text)                      // "my day off is saturday, i have mass … on saturday …": a remark
	req.Text = weekdayOwner(req.Text)                    // "cancel fridays job": "friday's job"
	req.Text = everyForms(req.Text)                      // "remind me monthly at 9", "מדי חודש": as "every month", "כל חודש"
	req.Text = schoolNights(req.Text)                    // "every school night at 10": Sunday to Thursday nights
	req.Text = toldEvent(req.Text)                       // "…, קבוע", "כל מוצאי שבת", "אני יש לי …", "event של השקה"
	req.Text = recordColon(req.Text, req.Now, req.Loc)   // "נא לרשום: הספק … מגיע בכל יום שלישי בין 10:00 ל-12:00": the calendar's
	req.Text = noteDated(req.Text, req.Now, req.Loc)     // "תרשום לי שמחר בעשר יש לי תור …": the calendar's
	req.Text = needList(req.Text)                        // "אני צריכה לעשות רשימה חדש של …: a, b": the list
	req.Text = wantedInCalendar(req.Text)                // "אני צריך שכל יום שני ב-18:00 יהיה בלוח חוג …": the event
	req.Text = shoppingLoan(req.Text)                    // "לליסט של השופינג": the shopping list
	req.Text = taskOpener(req.Text)                      // "task renew BLS before jan 15": "task: renew …"
	req.Text = taskHandOver(req.Text)                    // "got a task for ya. Fix the pump": "task: Fix the pump"
	req.Text = headingParticle(req.Text)                 // "grocery list po: rice, eggs": the particle no word of the first item
	req.Text = mendCorrectionSlips(req.Text)             // "sooorr, at 6", "נשמה דוווקא בשש": the word of correcting as spelt
	was := deniedWas(req.Text, req.Focus)                // "the dentist is at 2 not 1" of no focus: the one due at 2
	req.Text = deniedTime(req.Text, req.Focus)           // "the dentist is at 2 not 1": moved to 2; "5:15 actually": "actually 5:15"
	req.Text = deniedInside(req.Text)                    // "remind me monday not at 3 but at 4 to …": at 4
	if hebrewCalendarDate(req.Text) {
		// "בכ"ז כסלו", "on 27 Kislev": a day Memo cannot place; asked for the civil date.
		plan := memo.Plan{TurnID: req.TurnID, Text: typed, Lang: req.Lang, Source: "offline"}
		return plan, memo.Refuse(memo.EInvalid, memo.WhyHebrewDate, memo.Detail{})
	}
	if plan, ok, err := p.planCalledOut(ctx, req); ok {
		plan.Text = typed // "Niaje! remind me every Friday at 5pm to …"
		return plan, err
	}
	plan, err := p.planWhole(ctx, req)
	plan.Steps = dueWas(plan.Steps, was)
	if err == nil && unknownOnly(plan.Steps) {
		if lined, ok, _ := p.planLines(ctx, req); ok {
			plan = lined // "dentist tue 3pm\nhaircut thu 5pm": a line's end a sentence's
		}
	}
	if err == nil && unknownOnly(plan.Steps) {
		if twice, ok := p.planTwoWhens(ctx, req); ok {
			plan = twice // "team meeting tomorrow at 9 and thursday at 2": the one thing at each
		}
	}
	if err == nil && unknownOnly(plan.Steps) {
		if step, ok := toldRemark(typed); ok {
			plan.Steps, plan.Tentative = []memo.Step{step}, false // "איזה קור הבוקר ברפת": answered in kind
		}
	}
	addressed(&plan, typed) // "אני ממש עייפה": "קחי", not "קח"
	plan.Text = typed
	return plan, err
}

// unknownOnly reports whether steps only say the message was not
// understood, with no reason given.
func unknownOnly(steps []memo.Step) bool {
	return len(steps) == 1 && steps[0].Capability == memo.CapGeneral && steps[0].Operation == memo.OpUnknown &&
		(steps[0].General == nil || steps[0].General.Reason == "")
}

// planWhole plans the message, its words read as one request or several
// (see Plan).
func (p *Planner) planWhole(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	typed := req.Text
	if plan, ok, err := p.planYearLead(ctx, req); ok {
		plan.Text = typed // "… every year, remind me a week before"
		return plan, err
	}
	if fixed, ok, err := p.planCorrectedInPlace(ctx, req); ok {
		fixed.Text = typed
		return fixed, err // "remind me tomorrow at 5 to call the bank, no wait, 6"
	}
	if told, ok, err := p.planToldAfter(ctx, req); ok {
		told.Text = typed
		return told, err // "Eye Doctor tomorrow at 3. It is at the clinic on Herzl Street"
	}
	m := newMessage(req) // the message the final checks read too: cleaned once
	plan, err := p.planMessage(ctx, m)
	if mended, ok := unpausedCommand(req.Text, plan.Steps); ok && err == nil {
		paused := req
		paused.Text = mended // "קנינו הכל תרוקני אותה": read as "קנינו הכל, תרוקני אותה"
		again, err := p.planWhole(ctx, paused)
		again.Text = typed
		return again, err
	}
	if said, ok := p.contextThenChange(ctx, req, plan, err); ok {
		plan = said // "החליפו לי, תעביר את המשמרת ליום שני"
	} else if said, ok := p.contextThenFocus(ctx, req, plan, err); ok {
		plan = said // "she cancelled, remove it pls", "הטכנאי ביטל, תמחק את זה"
	} else if told, ok := p.toldChange(ctx, req, plan, err); ok {
		plan = told // "they moved the standup to 11", "ביטלו את השמירה"
	} else if joined, ok := whatThenWhen(plan.Steps); ok && err == nil {
		plan.Steps = joined // "I'd like a reminder to pay the bill. Remind me on Friday at 10."
	} else if err == nil && !asks(plan.Steps) && plan.Steps[0].Operation == memo.OpUnknown {
		if one, ok := p.bySentence(ctx, req); ok {
			plan = one // "Hello. I hope this is the right way … Please add …"
		}
	}
	if err == nil {
		mendVagueLead(plan.Steps) // "remind me just now feed the cat": the time asked, "just now" no word of the thing
	}
	if err == nil {
		mendEventCopula(plan.Steps)                       // "Mum's physio is every Monday at 2pm at …": no "is" left
		mendObjectMarker(plan.Steps)                      // "תזכיר לי את התרופות בערב": "התרופות"
		plan.Steps = dayNamedFocus(plan.Steps, req.Focus) // "cancel fridays job" of the reminder in focus due friday
		markFocusNamed(plan.Steps, req.Focus, req.Text)   // "תבטל פגישה עם מנחה" of the focus: asked when another bears its title
	}
	if err == nil {
		if name, ask := refusingCheck(m, plan.Steps); ask != "" {
			// "רד בול קפה ובמבה": asked, not guessed.
			plan.Steps, plan.Tentative, err = nil, false, memo.Refuse(memo.EInvalid, ask, memo.Detail{})
		} else if name != "" {
			// A title that keeps what was not read, asks, or tells no deed
			// (see finalChecks).
			plan.Steps, plan.Tentative = []memo.Step{general(memo.OpUnknown, "")}, false
			if one, ok := p.bySentence(ctx, req); ok && name == "sentence" {
				if again, _ := refusingCheck(m, one.Steps); again == "" {
					plan = one // "Hello. My grandson set this up for me. tomorrow at 5am wake me up …": the one sentence that asks
				}
			}
		}
	}
	if err == nil {
		if half, said, ok := eitherHalfMade(m, plan.Steps); ok {
			// "תזכיר מחר 5:00 להזמין סחורה": 05:00 or 17:00? Asked.
			plan.Steps, plan.Tentative, err = nil, false, memo.Refuse(memo.EInvalid, memo.WhyWhichHalf, memo.Detail{N: half, Name: said})
		}
	}
	if err == nil && createsItem(plan.Steps) && (!repeatsItem(plan.Steps) || reLastOfMonth.MatchString(toLower(req.Text)) && !monthEndTask(plan.Steps)) && UnkeptRepeat(req.Text) {
		// "every year on may 5", "every second tuesday": whatever was
		// read from it (a one-time reminder on Tuesday) is not what was
		// asked. A repetition a reader kept was read from these words,
		// but for the end of every month, which only a reminder on the
		// month's last day keeps (a calendar series on the 31st skips
		// the shorter months).
		plan.Steps, plan.Tentative = []memo.Step{general(memo.OpUnknown, memo.ReasonUnkeptRepeat)}, false
	}
	plan.Text = typed
	return plan, err
}

// asksWhetherDone reports whether text, which steps would mark done, asks
// whether a thing was done instead: a question mark, or "did I …".
func asksWhetherDone(text string, steps []memo.Step) bool {
	completes := false
	for _, s := range steps {
		completes = completes || s.Operation == memo.OpTaskComplete || s.Operation == memo.OpListCheck
	}
	if !completes {
		return false
	}
	t := strings.TrimRight(strings.TrimSpace(text), " .!")
	// A mark before a closing ("did I call the bank? thanks 🙏") asks too.
	closed := toLower(strings.TrimRight(strings.TrimSpace(dropSymbols(text)), " .!"))
	if loc := reAboutClose.FindStringIndex(closed); loc != nil {
		closed = strings.TrimRight(closed[:loc[0]], " .!")
	}
	return strings.HasSuffix(t, "?") || strings.HasSuffix(closed, "?") || reAskedDone.MatchString(toLower(t))
}

// plan plans req's text as one request or several, with no reading of it
// whole first (see planWhole).
func (p *Planner) plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	return p.planMessage(ctx, newMessage(req))
}

// planMessage is plan of the message m: what it cleans is kept in m, for
// the final checks to read again (see refusingCheck).
func (p *Planner) planMessage(_ context.Context, m *message) (memo.Plan, error) {
	req := m.req
	plan := memo.Plan{TurnID: req.TurnID, Text: req.Text, Lang: req.Lang, Source: "offline"}
	switch {
	case strings.TrimSpace(req.Text) == "":
		plan.Steps = []memo.Step{general(memo.OpUnknown, memo.ReasonEmpty)}
		return plan, nil
	case utf8.RuneCountInString(req.Text) > MaxMessageRunes:
		plan.Steps = []memo.Step{general(memo.OpUnknown, memo.ReasonTooLong)}
		return plan, nil
	case !m.hasWords():
		plan.Steps = []memo.Step{general(memo.OpUnknown, memo.ReasonNoText)}
		return plan, nil
	}
	// Greetings, thanks and help are read as they were written.
	for _, match := range []matcher{matchHelp, matchAboutMemo, matchAskedOfMemo, matchDeedAsked, matchGreeting, matchGoogle, matchMail} {
		if steps, ok, _ := match(m); ok {
			plan.Steps, plan.Tentative = numberSteps(steps), m.tentative
			return plan, nil
		}
	}
	c := m.clean()
	if c.Text != "" && c.Text != strings.TrimSpace(req.Text) && !c.Correction {
		// "hi honey, whaat do ya do": help asked once its head is mended.
		cleaned := req
		cleaned.Text = c.Text
		for _, match := range []matcher{matchHelp, matchAboutMemo} {
			if steps, ok, _ := match(newMessage(cleaned)); ok {
				plan.Steps = numberSteps(steps)
				return plan, nil
			}
		}
	}
	if c.Text == "" && (c.Correction || c.Dismiss) {
		// A correction with nothing after it: "scratch that" takes the last
		// change back; "wait", "oops" are no request, and no thanks either
		// ("nvm" alone is).
		switch {
		case reRetract.MatchString(toLower(strings.Trim(req.Text, " ?!.,"))):
			plan.Steps = []memo.Step{general(memo.OpUndo, "")}
			return plan, nil
		case c.Correction:
			plan.Steps = []memo.Step{general(memo.OpUnknown, "")}
			return plan, nil
		}
	}
	if c.Text == "" || reAck.MatchString(c.Text) || onlyAck(req.Text) {
		// Nothing but filler: "ok cool thanks!!", "hey there 🙂".
		plan.Steps = []memo.Step{general(memo.OpThanks, "")}
		return plan, nil
	}
	if c.Another && (req.Focus == nil || req.Focus.Kind != memo.FocusTask) { // one more of what is not guessed
		if f := req.Focus; f != nil && f.ID != "" {
			if steps, ok, err := newMessage(req).copyAt(strings.TrimRight(req.Text, "?!. "), f); err != nil || ok {
				plan.Steps = numberSteps(steps)
				return plan, err // "ועוד אחד ביום חמישי" after an event: a copy of it
			}
		}
		plan.Steps = []memo.Step{general(memo.OpUnknown, "")}
		return plan, nil
	}
	if c.Another {
		if steps, ok := alsoLike(req, c); ok && accounted(steps) {
			plan.Steps = numberSteps(steps) // "and one for checking the troughs": its deed at the same time
			return plan, nil
		}
	}
	if steps, ok, err := followUp(req, c); err != nil {
		return plan, err
	} else if ok && c.Denied && keepsFocusDue(req.Focus, steps) {
		// "no at 7" to the reminder set at seven: not at seven, and
		// what is meant instead was not said. "sorry, 7" (the time said
		// again) is the change to the time it has, and is told so.
		plan.Steps = []memo.Step{general(memo.OpUnknown, "")}
		return plan, nil
	} else if ok && accounted(steps) {
		plan.Steps = numberSteps(steps)
		return plan, nil
	}
	if steps, ok := noLongerNeeded(req, c); ok && accounted(steps) {
		plan.Steps = numberSteps(steps)
		return plan, nil
	}
	if steps, ok, err := planHours(req, c.Text); err != nil || ok {
		// "remind me at 8 and at 20 to take my pills": one per hour.
		plan.Steps = numberSteps(steps)
		return plan, err
	}
	if steps, ok, err := planDays(req, c.Text); err != nil || ok {
		// "piano lesson monday at 5 and wednesday at 5": one per day.
		plan.Steps = numberSteps(steps)
		return plan, err
	}
	steps, tentative, err := planClauses(req, splitClauses(c.Text, req.Now, req.Loc))
	if err != nil {
		return plan, err
	}
	if steps == nil {
		if steps, ok := alsoLike(req, c); ok && accounted(steps) {
			plan.Steps = numberSteps(steps)
			return plan, nil
		}
		var reason memo.UnknownReason
		if UnkeptRepeat(c.Text) {
			reason = memo.ReasonUnkeptRepeat // "every other monday": said why, not guessed
		}
		plan.Steps = []memo.Step{general(memo.OpUnknown, reason)}
		return plan, nil
	}
	if correctsOtherThing(req, c, steps) {
		plan.Steps = []memo.Step{general(memo.OpUnknown, "")}
		return plan, nil
	}
	if c.Continuation {
		onFocusDay(req, c.Text, steps)
		carryFocusVerb(req, steps) // "and also the insurance guy at 11"
	}
	plan.Steps = numberSteps(mergeCreates(steps))
	plan.Tentative = tentative
	return plan, nil
}

// onlyAck reports whether text only acknowledges, as written or with its
// emoji taken out and its drawn-out letters cut to two ("hi, well 🙏 done",
// "welll done", "thanksss").
func onlyAck(text string) bool {
	said := strings.TrimSpace(text)
	if reAck.MatchString(said) {
		return true
	}
	t := oneSpace(dropSymbols(text))
	two, one := squeeze(t, 2), squeeze(t, 1)
	// A form the one before it already was is not read again.
	return t != said && reAck.MatchString(t) || two != t && reAck.MatchString(two) || one != two && reAck.MatchString(one)
}

// squeeze cuts every run of one letter repeated more than n times to n
// (see lexicon.Squeeze).
func squeeze(s string, n int) string { return lexicon.Squeeze(s, n) }

// reAck is a message that only acknowledges: "cool", "got it", "מעולה".
var reAck = compile(`(?i)^(?:(?:ok|okay|cool|great|nice|perfect|awesome|amazing|excellent|super|lovely|sweet|got\s+it|noted|sounds\s+good|` +
	`all\s+good|fine|good|grand|wonderful|brilliant|wow|thanks|thank\s+you|thx|ty|👍|מעולה|אחלה|סבבה|מושלם|יופי|הבנתי|בסדר|טוב|נהדר|מדהים|` +
	`וואו|תודה|תודה\s+רבה|קיבלתי|אוקיי|אוקי|כן|` +
	// Greetings and interjections around them ("hey memo, well done"),
	// read whole before Clean takes "well" off "well done".
	`hey|hi|hello|yo|memo|ממו|umm*|um|so|oh|please|pls|plz|היי|אהלן|מממ*|בבקשה|` +
	// The particles Singapore and Malaysia English close thanks with
	// ("thank you ah memo", "thanks lor").
	`ah|leh|lor|` +
	// Hebrew thanks, approval and address typed in Latin letters, as
	// Israelis text in English ("tnx achi, sababa", "achla, toda").
	`sababa|achla|ahla|beseder|yalla|yallah|walla|wallah|achi|ahi|achoti|` +
	// Ways of addressing whoever is thanked ("hi honey, well done",
	// "thanks bro").
	`buddy|bro|bruh|dude|mate|fam|honey|sweetie|darling|` + addressOtherEN + `|(?:יקירי|יקירתי|יקירה|מותק|חמוד|חמודה|מאמי|נשמה|אחי|אחותי|כפרה)(?:\s+שלי)?|` +
	// Hebrew words of fine in Latin letters ("tnx achi, sababa").
	`sababa|achla|` +
	// Compliments and thanks of every form (see compliment.go).
	complimentEN + `|` + complimentHE + `|` + thanksWordsEN + `|` + closingEN + `|` + closingHE + `|` +
	// Acknowledgements, and thanks or praise made stronger (compliment.go).
	ackEN + `|` + ackHE + `|` + ackStress + `[\s,]+(?:` + complimentEN + `|` + thanksWordsEN + `|appreciate\s+it)|` +
	// Laughter, in every tongue's spelling ("kkkk", "jajaja", "ㅋㅋㅋ").
	laughEN + `|` + laughHE + `|` +
	`(?:good|great|nice)\s+(?:job|work|bot)|well\s+done|no\s+worries|(?:that'?s\s+|thats\s+)?magic|much\s+appreciated|appreciate\s+it|i\s+appreciate\s+(?:it|you)|love\s+(?:you|it)|cheers|` +
	// A thing said to be fine in other Englishes ("that's grand", "lekker",
	// "sorted", "sharp sharp").
	`(?:that'?s\s+|thats\s+)(?:grand|great|brilliant|lovely|perfect|class|mint|sorted|lekker)|lekker|sorted|sharp\s+sharp|` +
	`כל\s+הכבוד|` +
	`אין\s+עליך|אוהב\s+אותך|אוהבת\s+אותך|תודה\s+ענקית|תודה\s+רבה\s+רבה|ממש\s+תודה)[\s,.!❤️🙏😊🥰💖💕😍]*)+$`)

func stepID(i int) string { return string(rune('A' + i%26)) }

func general(op memo.Op, reason memo.UnknownReason) memo.Step {
	return memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: op, General: &memo.GeneralArgs{Reason: reason}}
}
