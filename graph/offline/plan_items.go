package offline

import (
	"slices"
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
)

// createsItem reports whether steps make a task or an event.
func createsItem(steps []memo.Step) bool {
	for _, s := range steps {
		switch {
		case s.Tasks != nil && s.Operation == memo.OpTaskCreate:
			return true
		case s.Calendar != nil && len(s.Calendar.Drafts) > 0:
			return true // every create of events, one or a series
		}
	}
	return false
}

// repeatsItem reports whether steps make a repeating task or event.
func repeatsItem(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				if d.Recurrence != nil {
					return true
				}
			}
		}
		if s.Calendar != nil {
			for _, d := range s.Calendar.Drafts {
				if d.Recurrence != nil {
					return true
				}
			}
		}
	}
	return false
}

// slippedVerbs are verbs of making an item long enough that one slip of
// the keys in them makes no other word a title opens with.
var slippedVerbs = []string{"schedule", "remind", "arrange", "reserve", "תקבע", "תקבעי", "תכניס", "תכניסי", "תוסיף", "תוסיפי",
	"תרשום", "תרשמי", "תזכיר", "תזכירי", "תשריין", "תזמן"}

// reportedVerbs tell of an item made already ("just booked a …").
var reportedVerbs = wordSet(`booked scheduled arranged made set planned`)

// slippedCommandTitle reports whether a task or an event steps make is
// titled by a verb of making it mistyped ("תבקע בדיקת דם", "reimnd
// call the bank"): the command was not read, and the title holds it.
func slippedCommandTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		first, rest, _ := strings.Cut(toLower(strings.TrimSpace(t)), " ")
		if second, _, _ := strings.Cut(rest, " "); reportedVerbs[second] && first != "just" && slipOf(first, "just") {
			return true // "jsut booked a flu shot …": the report was not read
		}
		for _, v := range slippedVerbs {
			if first != v && slipOf(first, v) {
				return true
			}
		}
		if commandToMeInside(t) {
			return true // "להתקשר לאמא, תזכריי לי": the command said after the deed, slipped
		}
	}
	return false
}

// commandToMeInside reports whether title holds, after its first word, a
// command of slippedVerbs or a slip of one said to "me"/"לי" ("… , תזכריי
// לי", "… remnid me"): the request, not read, kept in the title.
func commandToMeInside(title string) bool {
	fs := checkWords(toLower(title))
	for i := 1; i+1 < len(fs); i++ {
		if next := fs[i+1]; next != "לי" && next != "me" {
			continue
		}
		w := fs[i]
		for _, v := range slippedVerbs {
			if w == v || slipOf(w, v) {
				return true
			}
		}
	}
	return false
}

// halfHourTitle reports whether a task or an event steps make keeps "half"
// and an hour in its title ("pay the bill half 4 sorry"): the British
// half past the hour, not read where another time was. "half 4 kilos"
// says an amount of a thing and stays.
func halfHourTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		fs := checkWords(toLower(t))
		for i := 0; i+1 < len(fs); i++ {
			if fs[i] != "half" || !hourSaid(fs[i+1]) {
				continue
			}
			if i+2 >= len(fs) || !strings.HasSuffix(fs[i+2], "s") {
				return true
			}
		}
	}
	return false
}

// hourSaid reports whether w is an hour 1–12 in digits or in an English
// word (reHourWordEN).
func hourSaid(w string) bool {
	if n, err := strconv.Atoi(w); err == nil {
		return n >= 1 && n <= 12
	}
	return reHourWordEN.MatchString(w)
}

// checkMarks are the marks the final checks read a title's words
// without: "sorry," is "sorry", "לי." is "לי".
const checkMarks = ",.!?;:…"

// checkWords are the words of title as the final checks read them: the
// marks at its end and around each word trimmed (checkMarks), the case
// as written (a check that compares lower-case words lowers title
// first). A word of marks alone inside the title stays, empty: it still
// parts its neighbours ("say , sorry" holds no "say sorry"). Prefix
// letters stay on: "ותזכירי" is no word of slippedVerbs, "ולהכין" no
// infinitive, as the checks have always read them.
func checkWords(title string) []string {
	fs := strings.Fields(strings.TrimRight(title, " "+checkMarks))
	for i, w := range fs {
		fs[i] = strings.Trim(w, checkMarks)
	}
	return fs
}

// titleMatches reports whether a title steps make (see madeTitles) is
// matched by re: the shape of the final checks that refuse a title for
// words it kept.
func titleMatches(steps []memo.Step, re *pattern) bool {
	return anyTitle(steps, re.MatchString)
}

// anyTitle reports whether one of the titles steps make is of (see
// madeTitles): the final checks read a plan's titles through it.
func anyTitle(steps []memo.Step, of func(title string) bool) bool {
	return slices.ContainsFunc(madeTitles(steps), of)
}

// madeTitles are the titles of the tasks and the events steps create.
func madeTitles(steps []memo.Step) []string {
	var titles []string
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				titles = append(titles, d.Text)
			}
		}
		if s.Calendar != nil {
			for _, d := range s.Calendar.Drafts {
				titles = append(titles, d.Summary)
			}
		}
	}
	return titles
}

// halfDone reports whether steps do some of a message and leave a part
// of it not understood ("put on my to do list pick up the kids … and book
// a table at nando's" made the task and not the rest): a message is done
// whole or declined whole.
func halfDone(steps []memo.Step) bool {
	if len(steps) < 2 {
		return false
	}
	for _, s := range steps {
		if s.Operation == memo.OpUnknown {
			return true
		}
	}
	return false
}

// emptyTitle reports whether steps make (or ask the time of) a task or an
// event with no title while req said a deed, a Hebrew infinitive or "to"
// before a verb ("להכין את האוכל של מחר תזכירי לי …"): what was read left
// nothing of the thing said. With no deed said ("remind me at 5") the
// title is asked, unless it repeats and another step of the plan has a
// title: "remind me every weekday and on the 1st to log hours" cut the
// repetition from the thing it was said for.
func emptyTitle(req memo.PlanRequest, steps []memo.Step) bool {
	empty, emptyRepeat, titled := false, false, false
	for _, s := range steps {
		switch {
		case s.Operation == memo.OpTaskCreate && s.Tasks != nil:
			for _, d := range s.Tasks.Drafts {
				empty = empty || strings.TrimSpace(d.Text) == ""
				emptyRepeat = emptyRepeat || strings.TrimSpace(d.Text) == "" && d.Recurrence != nil
				titled = titled || strings.TrimSpace(d.Text) != ""
			}
		case (s.Operation == memo.OpEventCreate || s.Operation == memo.OpEventCreateRecurring) && s.Calendar != nil:
			for _, d := range s.Calendar.Drafts {
				empty = empty || strings.TrimSpace(d.Summary) == ""
				emptyRepeat = emptyRepeat || strings.TrimSpace(d.Summary) == "" && d.Recurrence != nil
				titled = titled || strings.TrimSpace(d.Summary) != ""
			}
		}
	}
	if !empty {
		return false
	}
	if emptyRepeat && titled {
		return true
	}
	fs := checkWords(toLower(req.Text))
	for i, w := range fs {
		if heInfinitiveVerb(w) || w == "to" && i+1 < len(fs) && taskVerbEN[fs[i+1]] {
			return true
		}
	}
	return false
}

// reChangeKept is a change of the thing in focus whose time was read and
// whose verb was left as a title's last words: "aiyo wrong lah, make it"
// of "… make it 7pm", "טעיתי, תעשה את זה" of "… תעשה את זה ב-7". No thing
// to do ends in "make it"; "make it to the bank" goes on past it. A
// change to an hour is one anywhere in a title, run into the word before
// it too ("nvmmake it 6 my mom gets home"). Its verb may stand with no
// "it" before "to", and the words of a tone may close it ("aiyo change
// to already" of "aiyo change to 3pm already", "move it to then pls"):
// no change names a new thing, whatever else is said or in view.
var reChangeKept = compile(`(?i)(?:^|[\s,.!;:…\-–—])(?:(?:make|change|move|push|shift|switch|set|put|bring)\s+(?:it|that|this)(?:\s+(?:to|for|till|until|at))?|` +
	`(?:change|move|push|shift|switch|reschedule|postpone|bring\s+forward)\s+(?:to|till|until))` +
	`(?:\s+(?:already|instead|then|lah|la|liao|leh|lor|nah|na|nuh|eh|boss|pls|please|plz|mate|ok|okay|now|thanks|thx))*[\s,.!?;:…]*$|` +
	`(?:make|change|move|push|switch)\s+it\s+(?:to\s+)?\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?(?:\s|$)|` +
	`(?:^|[\s,.!;:…\-–—])(?:תעשה|תעשי|תשנה|תשני|תזיז|תזיזי|תעביר|תעבירי|תקבע|תקבעי|שנה|הזז|העבר)(?:\s+(?:את\s+)?(?:זה|זאת|אותו|אותה))?(?:\s+ל)?(?:\s+(?:כבר|במקום|בבקשה))*[\s,.!?;:…]*$`)

// reDreadKept is what will befall the user if the thing is not done, kept
// in a title where it was not clearly a clause of its own to take off
// ("watch the movie he will kill me"): whose words are whose is not
// guessed.
var reDreadKept = compile(`(?i)(?:^|\s)(?:will|'ll|gonna|going\s+to|would|'d)\s+(?:literally\s+|actually\s+)?(?:kill|murder|strangle)\s+me(?:\s|[.!?…]|$)|` +
	`(?:^|\s)(?:תהרוג|יהרוג|תרצח|ירצח)\s+אותי(?:\s|[.!?…]|$)`)
