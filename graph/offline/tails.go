package offline

import (
	"strings"
	"unicode"
)

// A request for a capability said after the thing ("i need to finish the
// slides by friday, add it as a task", "לסדר את המחסן, תרשום כמשימה")
// names the capability and is no word of the thing.
var (
	// reTaskTail is "add it as a task", "put it on my to-do list", "make
	// it a task", ", as a task", "תוסיף את זה למשימות", "תרשום כמשימה",
	// "תשים את זה ברשימת המשימות", ", כמשימה" said last.
	reTaskTail = compile(`(?:^|[\s,.;:!\-–—]+)(?:so\s+|and\s+|pls\s+|please\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?` +
		`(?:(?:add|put|save|note|write|jot|log|set|make|keep|stick)\s+(?:(?:it|this|that)\s+)?(?:down\s+)?` +
		`(?:as\s+(?:a\s+|an\s+)?(?:new\s+)?(?:task|to-?do|todo|to\s+do(?:\s+item)?)|a\s+(?:task|to-?do|todo)|` +
		`(?:to|on|in|into|onto)\s+(?:my\s+|the\s+)?(?:tasks?|to-?dos?|to-?do\s+list|to\s+do\s+list|task\s+list))|` +
		`(?:add|put|save|note|write|stick)\s+(?:it|this|that)\s+(?:down\s+)?(?:to|on|in|into|onto)\s+(?:my\s+|the\s+)?list)(?:\s+(?:please|pls|plz|thanks|thx|thank\s+you))*\s*[?!.]*$|` +
		`(?:\s*[,\-–—]\s*|\s+)as\s+a\s+(?:task|to-?do|todo)(?:\s+(?:please|pls|plz|thanks|thx|thank\s+you))*\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)ו?(?:(?:תוסיף|תוסיפי|תרשום|תרשמי|תכניס|תכניסי|תשים|תשימי|שים|שימי|רשום|רשמי|תשמור|תשמרי)\s+(?:לי\s+)?(?:את\s+)?(?:זה\s+|אותו\s+|אותה\s+)?` +
		`(?:כ(?:משימה|מטלה)(?:\s+חדשה)?|(?:ל|אל\s+ה|ב)(?:ה)?(?:משימות|מטלות|רשימת\s+(?:ה)?(?:משימות|מטלות))(?:\s+שלי)?)|` +
		`(?:תוסיף|תוסיפי|תרשום|תרשמי|תכניס|תכניסי|תשים|תשימי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה)\s+(?:ל|אל\s+ה)(?:ה)?רשימה(?:\s+שלי)?)(?:\s+(?:בבקשה|תודה(?:\s+רבה)?))*\s*[?!.]*$|` +
		`(?:\s*[,\-–—]\s*|\s+)כ(?:משימה|מטלה)(?:\s+(?:בבקשה|תודה(?:\s+רבה)?))*\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)ו?(?:תוסיף|תוסיפי|תרשום|תרשמי|תכניס|תכניסי|תפתח|תפתחי|תעשה|תעשי|רשום|רשמי)\s+(?:לי\s+)?(?:(?:את\s+)?זה\s+|מזה\s+)?(?:משימה|מטלה)(?:\s+חדשה)?(?:\s+(?:בבקשה|תודה(?:\s+רבה)?))*\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)(?:and\s+|pls\s+|please\s+)?(?:add|make|create|open|set\s+up)\s+(?:a\s+)?(?:new\s+)?(?:task|to-?do)(?:\s+for\s+(?:it|this|that))?(?:\s+(?:please|pls|plz|thanks|thx|thank\s+you))*\s*[?!.]*$`)
	// reNoteTailHE is "תרשום לי", "תרשמי את זה" said last after a thing to
	// do: a task when the thing opens with an infinitive ("להגיש את
	// העבודה עד ראשון, תרשמי לי"), a note otherwise, which is not read here.
	reNoteTailHE = compile(`[\s,.;:!\-–—]+ו?(?:תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי)\s+(?:לי|את\s+זה|לי\s+את\s+זה)(?:\s+(?:בבקשה|תודה(?:\s+רבה)?))*\s*[?!.]*$`)
	// reReminderTail is "add it as a reminder", "set it as a reminder",
	// "make it a reminder", "תוסיף את זה כתזכורת", "תרשום כתזכורת", ",
	// כתזכורת" said last.
	reReminderTail = compile(`(?:^|[\s,.;:!\-–—]+)(?:so\s+|and\s+|pls\s+|please\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?` +
		`(?:(?:add|put|save|set|make|keep)\s+(?:it|this|that)?\s*(?:as\s+(?:a\s+)?reminder|a\s+reminder)|` +
		`(?:add|put)\s+(?:it|this|that)\s+(?:to|on|in|into)\s+(?:my\s+|the\s+)?reminders)(?:\s+(?:please|pls|plz|thanks|thx|thank\s+you))*\s*[?!.]*$|` +
		`(?:\s*[,\-–—]\s*|\s+)as\s+a\s+reminder(?:\s+(?:please|pls|plz|thanks|thx|thank\s+you))*\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)ו?(?:(?:תוסיף|תוסיפי|תרשום|תרשמי|תכניס|תכניסי|תשים|תשימי|שים|שימי|רשום|רשמי|תקבע|תקבעי|תגדיר|תגדירי)\s+(?:לי\s+)?(?:את\s+)?(?:זה\s+|אותו\s+|אותה\s+)?` +
		`(?:כתזכורת|(?:ל|ב)(?:ה)?תזכורות(?:\s+שלי)?))(?:\s+(?:בבקשה|תודה(?:\s+רבה)?))*\s*[?!.]*$|` +
		`(?:\s*[,\-–—]\s*|\s+)כתזכורת(?:\s+(?:בבקשה|תודה(?:\s+רבה)?))*\s*[?!.]*$`)
)

// capabilityTail moves a capability said after the thing to its front:
// "…, add it as a task" is "add a task: …", "…, add it as a reminder" is
// "remind me …". s is returned as it is when no such tail ends it or
// nothing comes before the tail.
func capabilityTail(s string) string {
	s = mendTailWord(s)
	low := lower(s)
	if loc := atEnd(reReminderTail, low, "reminder", "תזכורת", "תזכורות"); loc != nil && loc[0] > 0 {
		head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
		if head == "" || startsWithRemind(head) {
			return s
		}
		if hebrewText(head) {
			return "תזכיר לי " + head
		}
		return "remind me " + head
	}
	if loc := atEnd(reTaskTail, low, "task", "todo", "to-do", "to do", "list", "משימ", "מטל", "רשימ"); loc != nil && loc[0] > 0 {
		head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
		if head == "" {
			return s
		}
		head = haveOff(dropVoiceEnd(head)) // "… due friday innit, add it as a task"
		if hebrewText(head) {
			return "תוסיף משימה " + head
		}
		return "add a task: " + head
	}
	if loc := reNoteTailHE.FindStringIndex(s); loc != nil && loc[0] > 0 {
		head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
		if first, _, _ := strings.Cut(head, " "); heInfinitives[first] && strings.Contains(head, " ") {
			return "תוסיף משימה " + head
		}
	}
	return s
}

// tailWords are the Hebrew words that alone, said last, name the
// capability: "as a task", "as a reminder".
var tailWords = []string{"כמשימה", "כמטלה", "כתזכורת"}

// tailVerbs are the Hebrew verbs said before a word of tailWords.
var tailVerbs = []string{"תוסיף", "תוסיפי", "תרשום", "תרשמי", "תכניס", "תכניסי", "תשים", "תשימי", "תשמור", "תשמרי",
	"תקבע", "תקבעי", "תגדיר", "תגדירי", "רשום", "רשמי"}

// mendTailWord mends a last word one slip from a word of tailWords
// ("כתזכותר"), and a verb one slip from a verb of tailVerbs before it
// ("תרשימ כתזכורת"): no word of a thing to do is that near them.
func mendTailWord(s string) string {
	fs := strings.Fields(s)
	n := len(fs)
	if n < 2 {
		return s
	}
	last := strings.TrimRight(fs[n-1], "?!.")
	if !strings.HasPrefix(last, "כ") {
		return s
	}
	tail := ""
	for _, w := range tailWords {
		if last == w || slipOf(last, w) {
			tail = w
		}
	}
	if tail == "" {
		return s
	}
	fs[n-1] = tail + fs[n-1][len(last):]
	for _, v := range tailVerbs {
		if fs[n-2] != v && slipOf(fs[n-2], v) {
			fs[n-2] = v
			break
		}
	}
	return strings.Join(fs, " ")
}

// saidForLater reports whether s ends in a request for a reminder or a
// task said after the thing ("email Avi at 5, remind me"): the thing is
// what to be reminded of, not a request of its own.
func saidForLater(s string) bool {
	// An emoji or a mark after it or inside it ("…, remind me 🙏", "…
	// set it as a reminder ⏰ pls").
	s = oneSpace(dropSymbols(s))
	s = strings.TrimRightFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if capabilityTail(s) != s {
		return true
	}
	loc := atEnd(reRemindAtEnd, s, remindAtEndNeeds...)
	return loc != nil && loc[0] > 0
}
