package offline

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// Two words typed without the space between them, where one is a word of
// the grammar that decides what the message asks ("ביוםרביעי",
// "לרשימתקניות", "יוםהולדת", "הרופאשלי", "דרכהן", "onwednesday",
// "shoppinglist"), are split before the message is read. Only the grammar
// word and what it may stand before are split off: a word of the Hebrew
// word list is never split ("ביומן", "רשימות", "יומולדת" stay whole).

var (
	// gluedDayHeads are the words a weekday follows ("ביום רביעי"), each
	// with a final ם that no letter follows inside a word.
	gluedDayHeads = []string{"וביום", "ביום", "מיום", "ליום", "עדיום", "יום"}
	// gluedDayRests are what a day head stands before: the weekdays and
	// the days said with "יום" ("יום הולדת", "יום נישואין").
	gluedDayRests = append(slices.Clone(heWeekdays), "הולדת", "ההולדת", "נישואין", "הנישואין", "הזיכרון", "העצמאות", "כיפור")
	// gluedListHeads are "list of" before a list's name: "לרשימתקניות".
	gluedListHeads = []string{"ולרשימת", "לרשימת", "ברשימת", "מרשימת", "ורשימת", "רשימת"}
	// gluedOwnTails are "of mine/yours/ours" after what is owned:
	// "הרופאשלי". שלו and שלה are left: "ממשלה" ends as one does.
	gluedOwnTails = []string{"שלי", "שלך", "שלנו", "שלכם"}
	// gluedHave are "יש" (there is) run into whose it is: "ישלי פגישה
	// מחר", "ישלך בדיחה?"; and a pronoun run into the "לא" after it: "הואלא
	// יכול", "זהלא מתאים". No word is spelt so.
	gluedHave = map[string]string{"ישלי": "יש לי", "ישלך": "יש לך", "ישלנו": "יש לנו", "ישלכם": "יש לכם",
		"הואלא": "הוא לא", "היאלא": "היא לא", "אנילא": "אני לא", "הםלא": "הם לא", "הןלא": "הן לא", "אנחנולא": "אנחנו לא", "זהלא": "זה לא"}
	// gluedDoctorWords name a doctor, after which "דר" glued to a name is
	// the title ד"ר ("הרופא שלי דרכהן").
	gluedDoctorWords = map[string]bool{"רופא": true, "הרופא": true, "רופאה": true, "הרופאה": true, "לרופא": true,
		"לרופאה": true, "רופאת": true, "שלי": true, "שלנו": true, "אצל": true, "תור": true}
	// doctorLookalikes are words that begin with "דר" and are words as
	// they are, even after a doctor: "דרך", "דרכון".
	doctorLookalikes = map[string]bool{"דרך": true, "דרכו": true, "דרכה": true, "דרכי": true, "דרכים": true, "דרכון": true,
		"דרום": true, "דרוש": true, "דרושה": true, "דרישה": true, "דרמה": true, "דרגה": true, "דרור": true, "דרוקר": true}
	// reGluedEN is an English grammar word run into the word after it:
	// "onwednesday", "nextfriday", "shoppinglist", "todolist", "sheasked".
	reGluedEN = compile(`(?i)^(on|next|this|every)(monday|tuesday|wednesday|thursday|friday|saturday|sunday)([,.!?]?)$|` +
		`^(shopping|grocery|groceries|todo|packing)(list)([,.!?]?)$|` +
		// "sorrymy bad", "oopsi meant": a correction's lead run into what follows.
		`^(sorry|oops)(my|i|i'm|im|it's|its)([,.!?]?)$|` +
		// "wahtsmy sched": a question's "what's" run into "my" or "on".
		`^(what's|whats|wahts|wats|whts)(my|on)([,.!?]?)$|` +
		// "sheasked, nope 6pm": who told it run into the verb of telling.
		`^(she|he|they)(asked|said|says|wants|called|cancelled|canceled|moved|changed)([,.!?]?)$`)
	// reGluedCue is a cheap first look: no message without one of these
	// has a glued word the splitter reads.
	reGluedCue = compile(`(?i)יום|רשימת|של[יךנכ]|(?:הוא|היא|אני|הם|הן|זה)לא|אפשרל|דר|(?:she|he|they)(?:as|sa|wa|ca|mo|ch)|day|list|אוף|וואלה|יאללה|תכלס|בקיצור|sorry|oops|wh?a?h?t'?s`)
)

// splitGluedWords puts back the space a hurried thumb dropped between a
// grammar word and the word next to it (see the file comment).
func splitGluedWords(s string) string {
	if !reGluedCue.MatchString(s) {
		return s
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		if core := strings.TrimRight(w, ",.!?"); gluedHave[core] != "" {
			words[i] = gluedHave[core] + w[len(core):] // "ישלי פגישה", "ישלך בדיחה?"
			continue
		}
		if utf8.RuneCountInString(w) < 5 {
			continue
		}
		if rest, ok := strings.CutPrefix(strings.TrimRight(w, ",.!?"), "אפשר"); ok && heInfinitives[rest] {
			words[i] = "אפשר " + w[len("אפשר"):] // "אפשרלכתוב לך באנגלית?"
			continue
		}
		if g := reGluedEN.FindStringSubmatch(w); g != nil {
			switch {
			case g[1] != "":
				words[i] = g[1] + " " + g[2] + g[3]
			case g[4] != "":
				words[i] = g[4] + " " + g[5] + g[6]
			case g[7] != "":
				words[i] = g[7] + " " + g[8] + g[9]
			case g[10] != "":
				words[i] = g[10] + " " + g[11] + g[12]
			default:
				words[i] = g[13] + " " + g[14] + g[15]
			}
			continue
		}
		if !hebrewText(w) {
			continue
		}
		core := strings.TrimRight(w, ",.!?")
		if lexicon.HebrewWord(core) {
			continue
		}
		prev := ""
		if i > 0 {
			prev = words[i-1]
			if j := strings.LastIndex(prev, " "); j >= 0 {
				prev = prev[j+1:]
			}
		}
		if split, ok := splitGluedHE(core, prev); ok {
			words[i] = split + w[len(core):]
		}
	}
	return strings.Join(words, " ")
}

// gluedSighsHE open a message as a sound and end in a final letter, which
// no word goes on after: one run into the word after it is split from it.
var gluedSighsHE = []string{"אוףף", "אוף"}

// gluedOpenersHE are interjections said before a request that no Hebrew
// word begins with ("וואלהשכחתי", "יאללהתזכירי"): one run into a word of
// three letters or more is split from it. "ואלה" ("and these") is a word,
// so only the spelling with two vavs is here.
var gluedOpenersHE = []string{"וואלה", "יאללה", "תכלס", "בקיצור"}

// splitGluedHE splits one Hebrew word w, said after prev, into a grammar
// word and the word glued to it; ok is false when w is no such pair.
func splitGluedHE(w, prev string) (string, bool) {
	for _, h := range gluedDayHeads {
		if rest, ok := strings.CutPrefix(w, h); ok && slices.Contains(gluedDayRests, rest) {
			return h + " " + rest, true // "ביוםרביעי", "יוםהולדת"
		}
	}
	for _, h := range gluedListHeads {
		if rest, ok := strings.CutPrefix(w, h); ok && utf8.RuneCountInString(rest) >= 3 {
			return h + " " + rest, true // "לרשימתקניות"; "רשימתנו" is a word
		}
	}
	for _, t := range gluedOwnTails {
		if head, ok := strings.CutSuffix(w, t); ok && utf8.RuneCountInString(head) >= 3 && !lexicon.HebrewWord(head+"ש") {
			return head + " " + t, true // "הרופאשלי"
		}
	}
	for _, h := range gluedSighsHE {
		if rest, ok := strings.CutPrefix(w, h); ok && utf8.RuneCountInString(rest) >= 2 {
			return h + " " + rest, true // "אוףכמעט": a final ף ends a word
		}
	}
	for _, h := range gluedOpenersHE {
		if rest, ok := strings.CutPrefix(w, h); ok && utf8.RuneCountInString(rest) >= 3 {
			return h + " " + rest, true // "וואלהשכחתי"
		}
	}
	if rest, ok := strings.CutPrefix(w, "דר"); ok && gluedDoctorWords[prev] && !doctorLookalikes[w] && utf8.RuneCountInString(rest) >= 2 {
		return `ד"ר ` + rest, true // "הרופא שלי דרכהן"
	}
	return "", false
}

// reGluedTimeWord is a day word run into the word after it, what a title
// must never keep: "ביוםרביעי", "היוםבערב", "onfriday"; and a weekday's
// letter run into its ב without the geresh, opening a title before the
// deed ("בה לקנות בננה" of "בה ב-5 לקנות בננה": Thursday, or "in her").
// A final letter (ם ן ץ ף ך) is never followed by a letter inside a word:
// after one, a space was dropped ("ביוםשאחרי", "לדןמחר").
var reGluedTimeWord = compile(`(?i)[םןץףך][א-ת]|היום\p{Hebrew}|^ו?ב[גדהוש]\s+ל\p{Hebrew}{2}|` +
	`(?:^|\s|\p{L})(?:on|next)(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`)

// reGluedBeforeDay is a word run into "מחר" or "מחרתיים" after it
// ("נדברמחר"); group 1 is what comes before the day word.
var reGluedBeforeDay = compile(`(?:^|\s)(\p{Hebrew}{2,})(?:מחר|מחרתיים)(?:\s|$)`)

// gluedBeforeDay reports whether title keeps a word with "מחר" run into
// its end ("נדברמחר": "נדבר מחר"): the day was not read. Prefix letters
// alone before it ("וממחר") and the verb that ends in those letters
// ("לתמחר", "מתמחר", to price: a ת and its prefixes) are words of their
// own; a longer word ending in ת is run into it ("להתראותמחר").
func gluedBeforeDay(title string) bool {
	if !strings.Contains(title, "מחר") {
		return false
	}
	for _, g := range reGluedBeforeDay.FindAllStringSubmatch(title, -1) {
		if strings.Trim(g[1], "ומשהבלכ") != "" && !(strings.HasSuffix(g[1], "ת") && utf8.RuneCountInString(g[1]) <= 3) {
			return true
		}
	}
	return false
}

// gluedTimeInTitle reports whether a task or event that steps create
// would keep a day word glued into its title: the day was not read, and
// the item would be made at the wrong time.
func gluedTimeInTitle(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				if reGluedTimeWord.MatchString(d.Text) || gluedBeforeDay(d.Text) {
					return true
				}
			}
		}
		if s.Calendar != nil && s.Operation == memo.OpEventCreate {
			for _, d := range s.Calendar.Drafts {
				if reGluedTimeWord.MatchString(d.Summary) || gluedBeforeDay(d.Summary) {
					return true
				}
			}
		}
	}
	return false
}

// reClockToken is a time written with digits and a mark: "5.30", "17:45".
var reClockToken = compile(`\b\d{1,2}[:.]\d\d\b`)

// atTimeInTitle reports whether a title of steps keeps a time written
// with digits that text said after "at" or "ב" ("at 5.30 remind me to buy
// milk sorry tomorrow at 6pm" titled "buy milk sorry 5.30"): a time meant
// and not read. A time the thing holds ("catch the 8:15 train") was not
// said after "at".
func atTimeInTitle(text string, steps []memo.Step) bool {
	if !strings.ContainsAny(text, ":.") {
		return false
	}
	low := lower(text)
	for _, title := range madeTitles(steps) {
		for _, tok := range reClockToken.FindAllString(title, -1) {
			if strings.Contains(low, "at "+tok) || strings.Contains(low, "@ "+tok) || strings.Contains(low, "ב"+tok) || strings.Contains(low, "ב-"+tok) {
				return true
			}
		}
	}
	return false
}

// doneTimes reports whether steps mark done a "task" that is a time or a
// length and nothing else ("ישנתתי שעתיים", "slept two hours"): a while
// told, no task named.
func doneTimes(req memo.PlanRequest, steps []memo.Step) bool {
	for _, s := range steps {
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil {
			continue
		}
		for _, t := range s.Tasks.Targets {
			for _, said := range []string{t, "in " + t, "בעוד " + t} { // a length is read after "in"
				if r, found, _ := timeparse.Parse(said, req.Now, req.Loc); found && r.Remainder(said) == "" {
					return true
				}
			}
		}
	}
	return false
}

// reTargetCommands is a command after a pause inside the name of a thing
// marked done: "olive oil, check them off" (its verb one slip off, "yo
// pickked up olive oil, check them off", was read as a task done).
var reTargetCommands = compile(`(?i)[,.;]\s*(?:please\s+|pls\s+)?(?:check|tick|cross|mark|remove|delete|take|add|put)(?:\s|$)|` +
	`[,.;]\s*(?:בבקשה\s+)?(?:תמחק|תמחקי|תוריד|תורידי|תסמן|תסמני|תוסיף|תוסיפי)(?:\s|$)`)

// reCommandOnIt is a command on the thing in focus said inside a name:
// "so cancel it", "delete that", "תבטל את זה".
var reCommandOnIt = compile(`(?i)(?:^|\s)(?:cancel|delete|remove|scrap|drop)\s+(?:it|that|this)(?:\s|$|[,.!?])|` +
	`(?:^|\s)ו?(?:תבטל|תבטלי|תמחק|תמחקי|תוריד|תורידי)\s+(?:את\s+זה|אותו|אותה)(?:\s|$|[,.!?])`)

// doneCommandTarget reports whether steps mark done a "task" whose name
// holds a command after a pause, or cancel an event named by a command
// on the focus ("itgot cancelled so cancel it": "so cancel it" is no
// event's name): two requests read as one name.
func doneCommandTarget(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Operation == memo.OpEventDeleteBySummary && s.Calendar != nil && reCommandOnIt.MatchString(s.Calendar.Summary) {
			return true
		}
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil {
			continue
		}
		for _, t := range s.Tasks.Targets {
			if strings.ContainsAny(t, ",.;") && reTargetCommands.MatchString(t) {
				return true
			}
		}
	}
	return false
}
