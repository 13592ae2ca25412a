package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// People tell that a thing is done more than they ask to mark it: "picked
// up the prescription", "watered the lemon tree and paid the gardener",
// "כיבסתי את הווילונות", "גיהצתי את החולצה וצחצחתי את הנעליים". Each
// clause opens with a verb in the past tense (first person, in Hebrew);
// what follows it names the task, which entity resolution finds among the
// open tasks, asks about when several come close, and reports when none
// does. Nothing else is read from such a message.

var (
	// reDoneLeadEN is what may come before the verb: "i", "already", "just".
	reDoneLeadEN = compile(`(?i)^(?:(?:i|we|ok|okay|so)\s+)*(?:(?:already|just|finally|also)\s+)?`)
	// reDoneTailEN is what may come after the object: "already", "too".
	reDoneTailEN = compile(`(?i)\s+(?:already|too|as\s+well|just\s+now|earlier|today|this\s+morning)$`)
	// reDoneTailHE is the Hebrew tail: "כבר", "גם", "היום".
	reDoneTailHE = compile(`\s+(?:כבר|גם|היום|הבוקר|עכשיו)$`)
	// reAndPastEN splits "watered the tree and paid the gardener" before
	// the second verb.
	reAndPastEN = compile(`(?i)\s*(?:,\s*|\s+)(?:and|&|then)\s+(?:(?:also|i)\s+)?`)
)

// enIrregularPast are past forms that do not end in -ed.
var enIrregularPast = map[string]bool{
	"took": true, "got": true, "went": true, "bought": true, "paid": true, "sent": true, "made": true, "wrote": true,
	"spoke": true, "gave": true, "brought": true, "did": true, "sold": true, "found": true, "fed": true,
	"ran": true, "drove": true, "met": true, "swept": true, "hung": true, "threw": true, "caught": true, "taught": true,
	"rang": true, "sang": true, "drew": true, "chose": true, "froze": true, "shook": true, "sewed": true, "swam": true,
}

// enNotDonePast are past forms that tell no completion.
var enNotDonePast = map[string]bool{
	"tried": true, "wanted": true, "needed": true, "forgot": true, "missed": true, "started": true, "planned": true,
	"thought": true, "meant": true, "hoped": true, "wished": true, "asked": true, "parked": true, "left": true,
	"put": true, "placed": true, "moved": true, "changed": true, "postponed": true, "cancelled": true, "canceled": true,
	"scheduled": true, "added": true, "deleted": true, "removed": true, "said": true, "told": true,
	// Words in -ed that are no verb ("wicked busy day", "a naked flame").
	"wicked": true, "wretched": true, "naked": true, "sacred": true, "crooked": true, "beloved": true, "rugged": true, "jagged": true, "ragged": true,
}

// notDonePast reports whether w is a past form that tells no completion,
// or ends in one of five letters or more with a word glued before it
// ("theycancelled", "imoved").
func notDonePast(w string) bool {
	if enNotDonePast[w] {
		return true
	}
	for k := range enNotDonePast {
		if len(k) >= 5 && strings.HasSuffix(w, k) {
			return true
		}
	}
	// "theyswapped": what others did, told with the space dropped, is no
	// completion of the user's.
	if rest, ok := strings.CutPrefix(w, "they"); ok && len(rest) >= 4 && strings.HasSuffix(rest, "ed") {
		return true
	}
	return false
}

// reAskedDone is a question whether a thing was done, asked without its
// question mark ("did I call the bank", "did the plumber come", "האם
// שילמתי ארנונה"): telling is not doing.
var reAskedDone = compile(`^(?:(?:so|ok|okay|and|um|wait|hey)[\s,]+)*(?:did|didn'?t|have|haven'?t|had|hadn'?t|do|does|was|were)\s+(?:i|we)\b|` +
	`^did\s+(?:the|my|our|your|his|her|their)\s+\S+(?:\s+\S+)?\s+(?:call|come|arrive|reply|respond|answer|write|text|email|send|pay|confirm|show\s+up|get\s+back|get|go|work|happen)\b|^(?:האם|ה?אם\s+כבר)\s`)

// matchDoneStatement reads a message that tells, clause by clause, that
// tasks are done.
// asksDone reports whether the message asks whether a thing was done
// rather than tells it: "did I call the bank", a question mark anywhere
// ("שמרתי את תנאי התשלום? תודה": did I save them?), even where the
// thanks after it went.
func (m *message) asksDone() bool {
	return strings.HasSuffix(strings.TrimSpace(m.raw), "?") || strings.Contains(m.req.Text, "?") || reAskedDone.MatchString(m.low) ||
		reAskedInside.MatchString(m.low)
}

// reAskedInside is a question said anywhere in a message without its
// question mark: "wicked busy day whats on my plate today", "called the
// bank, when is the next payment", "סיימתי מה יש לי מחר". A question is
// never a thing told done.
var reAskedInside = compile(`(?:^|[^\p{L}\p{N}'])(?:what'?s|whats|wats|wots|what\s+(?:is|are|do|does|did|am|have|about|else)|how\s+(?:many|much|is|are|do|does|did|was|about)|` +
	`when'?s|when\s+(?:is|are|do|does|did|will)|where'?s|where\s+(?:is|are|do|does|did)|who'?s|who\s+(?:is|are|do|did)|is\s+there|are\s+there|` +
	`מה\s+(?:יש|על|הולך|קורה|מחכה|מתוכנן|נשאר|עם)|מתי|איפה|האם)(?:[^\p{L}\p{N}]|$)`)

func matchDoneStatement(m *message) ([]memo.Step, bool, error) {
	text := strings.TrimRight(m.raw, ".!")
	if m.asksDone() || len(strings.Fields(text)) > 12 {
		return nil, false, nil
	}
	var targets, verbs []string
	if verb, obj, ok := doneByNoun(text); ok {
		return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: []string{obj}, DoneVerbs: []string{verb}})}, true, nil
	}
	if verb, obj, ok := doneByHeadline(text); ok {
		args := memo.TaskArgs{Targets: []string{obj}}
		if verb != "" {
			args.DoneVerbs = []string{verb}
		}
		return []memo.Step{taskStep(memo.OpTaskComplete, args)}, true, nil
	}
	if hebrewText(text) {
		for _, clause := range heDoneClauses(text) {
			verb, obj, ok := heDoneObject(clause)
			if !ok {
				return nil, false, nil
			}
			targets, verbs = append(targets, obj), append(verbs, verb)
		}
	} else {
		for _, clause := range reAndPastEN.Split(text, -1) {
			verb, obj, ok := enDoneObject(clause)
			if !ok {
				return nil, false, nil
			}
			targets, verbs = append(targets, obj), append(verbs, verb)
		}
	}
	if len(targets) == 0 {
		return nil, false, nil
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: targets, DoneVerbs: verbs})}, true, nil
}

// DoneVerbFits reports whether past, the verb a completion was told with
// ("paid", "spoke", "כיבסתי"), fits a task's title: the title opens with
// no verb ("prescription for mom"), with the same verb ("pay the
// gardener", "לכבס את הווילונות"), or with one of a group that stand for
// one another ("spoke" for "call the bank").
func DoneVerbFits(past, title string) bool {
	v := toLower(leadingVerb(title))
	if v == "" || didVerb(toLower(past), title) || nounFits(past, title) {
		return true
	}
	for _, g := range verbGroups {
		if g[toLower(past)] && g[v] {
			return true
		}
	}
	return false
}

// verbGroups are verbs that name one deed, in their base and past forms.
var verbGroups = []map[string]bool{
	toSet([]string{"call", "called", "phone", "phoned", "ring", "rang", "speak", "spoke", "talk", "talked", "text",
		"texted", "message", "messaged", "contact", "contacted", "reach", "reached"}),
	toSet([]string{"buy", "bought", "get", "got", "grab", "grabbed", "order", "ordered", "pick", "picked", "purchase", "purchased"}),
	toSet([]string{"send", "sent", "email", "emailed", "mail", "mailed", "submit", "submitted", "post", "posted"}),
	toSet([]string{"pay", "paid", "transfer", "transferred", "deposit", "deposited"}),
	toSet([]string{"fix", "fixed", "repair", "repaired", "mend", "mended"}),
	toSet([]string{"clean", "cleaned", "wash", "washed", "tidy", "tidied"}),
	toSet([]string{"book", "booked", "reserve", "reserved", "schedule", "scheduled"}),
}

// enDoneObject reads "picked up the prescription" as "prescription"'s
// task: a past verb, then what it was done to.
func enDoneObject(clause string) (verb, obj string, ok bool) {
	clause = reDoneTailEN.ReplaceAllString(reDoneLeadEN.ReplaceAllString(strings.TrimSpace(clause), ""), "")
	verb, rest, _ := strings.Cut(clause, " ")
	low := toLower(verb)
	if notDonePast(low) || !(enIrregularPast[low] || len(low) >= 5 && strings.HasSuffix(low, "ed")) || moodPast(low, rest) {
		return "", "", false
	}
	if strings.HasSuffix(low, "eed") && !strings.HasSuffix(low, "reed") && !strings.HasSuffix(low, "teed") {
		// "neeed more milk": a verb ending in "eed" (need, feed, speed)
		// with a letter doubled, not a past ("agreed", "guaranteed").
		return "", "", false
	}
	if arrivedTold(low, rest) {
		return "", "", false // "got home from a 12", "came back from work": where the user is, no task done
	}
	if gotPassive(low, rest) {
		return "", "", false // "got moved to a new team", "got promoted": what was done to the user
	}
	rest = trimWords(strings.TrimSpace(rest), "already", "just", "up", "off", "out", "back", "to", "with", "for", "on", "in", "at", "the", "my", "our", "a", "an")
	if pointsBackName([]string{rest}) {
		return "", "", false // "filled it out", "did it already, …": the thing in focus, not one named
	}
	obj, ok = doneObject(rest)
	return low, obj, ok
}

// heDoneClauses splits a Hebrew message before each "ו" that opens a
// first-person past verb ("…וצחצחתי את הנעליים").
func heDoneClauses(text string) []string {
	words := strings.Fields(text)
	var out []string
	start := 0
	for i, w := range words {
		if i > start {
			if rest, ok := strings.CutPrefix(w, "ו"); ok && hePastFirst(rest) {
				out = append(out, strings.Join(words[start:i], " "))
				words[i] = rest
				start = i
			}
		}
	}
	return append(out, strings.Join(words[start:], " "))
}

// heDoneObject reads "כיבסתי את הווילונות": a first-person past verb, then
// what it was done to.
func heDoneObject(clause string) (verb, obj string, ok bool) {
	clause = reDoneTailHE.ReplaceAllString(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(clause), "כבר ")), "")
	verb, rest, _ := strings.Cut(clause, " ")
	if !hePastFirst(verb) || heArriveVerbs[verb] {
		return "", "", false // "הגעתי הביתה", "חזרתי מהעבודה": where the user is, no task done
	}
	rest = trimWords(strings.TrimSpace(rest), "את", "כבר", "עם", "ל", "על")
	obj, ok = doneObject(rest)
	return verb, obj, ok
}

// hePastFirst reports whether w is a Hebrew verb in the first person past
// ("כיבסתי") that tells a completion.
func hePastFirst(w string) bool {
	return hebrewText(w) && len([]rune(w)) >= 4 && strings.HasSuffix(w, "תי") && !notDoneVerbs[w] && !hePlaceVerbs[w]
}

// hePlaceVerbs tell where something was left: a memory, not a task done.
var hePlaceVerbs = map[string]bool{"חניתי": true, "החניתי": true, "החנתי": true, "השארתי": true, "שמתי": true, "הנחתי": true, "החבאתי": true,
	"הסתרתי": true, "תליתי": true, "אחסנתי": true, "נולדתי": true, "גרתי": true, "עברתי": true}

// doneObject checks what a done clause names: a short noun phrase, no
// pronoun, no time.
func doneObject(obj string) (string, bool) {
	obj = CleanTitle(strings.Trim(obj, " ,.!"))
	if obj == "" || rePronounOnly.MatchString(toLower(obj)) || len(strings.Fields(obj)) > 6 || !itemText(obj) {
		return "", false
	}
	return obj, true
}

// heArriveVerbs are Hebrew first-person past verbs of coming or going
// somewhere: told, they say where the user is, and complete no task.
var heArriveVerbs = map[string]bool{"הגעתי": true, "חזרתי": true, "נחתתי": true, "נכנסתי": true, "יצאתי": true, "התעוררתי": true, "קמתי": true}

// enArriveVerbs are English past verbs of coming somewhere; "got",
// "came", "went" and "returned" are such only before a word of where
// (see arrivedTold).
var enArriveVerbs = map[string]bool{"arrived": true, "landed": true}

// enWhereWords are the words after "got", "came", "went", "returned"
// that tell where the user came: "got home", "came back", "got in".
var enWhereWords = map[string]bool{"home": true, "back": true, "in": true, "here": true, "there": true, "off": true, "out": true, "from": true, "up": true}

// arrivedTold reports whether verb and the words after it tell that the
// user came somewhere ("got home from a 12", "came back from work",
// "arrived"), which completes no task ("got the milk" does).
func arrivedTold(verb, rest string) bool {
	if enArriveVerbs[verb] {
		return true
	}
	next, _, _ := strings.Cut(toLower(strings.TrimSpace(rest)), " ")
	switch verb {
	case "got", "came", "went", "returned", "headed":
		return enWhereWords[next]
	}
	return false
}

// gotPassive reports whether "got" and the words after it are a passive
// told of the user ("got moved to a new team", "got promoted", "got
// stuck in traffic"): a participle said alone or before a preposition,
// which completes no task. A participle before a noun is the thing got
// ("got sliced bread").
func gotPassive(verb, rest string) bool {
	if verb != "got" {
		return false
	}
	ws := strings.Fields(toLower(rest))
	if len(ws) == 0 {
		return false
	}
	p := strings.Trim(ws[0], ",.!")
	if !(len(p) >= 5 && strings.HasSuffix(p, "ed")) && p != "stuck" && p != "paid" {
		return false
	}
	return len(ws) == 1 || enPassiveAfter[strings.Trim(ws[1], ",.!")]
}

// enPassiveAfter are the words a passive's participle is followed by.
var enPassiveAfter = wordSet(`to from by in into at on off out up with for again today yesterday already`)
