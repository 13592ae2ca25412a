package gen

import (
	"github.com/memo-assistant/memo"
)

// Talk is small talk (thanks, a compliment, a greeting, a question about
// what Memo is) or an undo said alone: a thanks or a greeting changes nothing, an undo undoes, and none
// is ever read as a request for something else. A greeting is answered
// with a greeting, never with "you're welcome".
const Talk Kind = "talk"

// Thanks and compliments, and the undo said alone, in each language.
var (
	thanksEN = []string{"thanks", "thank you", "thanks a lot", "thank you so much", "great job", "you're awesome", "you rock",
		"good bot", "much appreciated", "perfect, thanks", "you're the best", "well done", "love you", "cheers", "nice, thank you"}
	thanksHE = []string{"תודה", "תודה רבה", "אתה תותח", "כל הכבוד", "יא מלך", "אלוף", "תודה ענקית", "מושלם, תודה", "אין עליך",
		"אתה הכי טוב", "סבבה תודה", "אחלה, תודה"}
	greetEN = []string{"hi", "hello", "hey memo", "good morning", "good morning ☀️", "good evening", "how are you?", "hi! how are you today?",
		"what's up?", "sup", "hey, what's up", "hello there", "how's it going?", "morning memo", "hiya, how r u", "good night"}
	greetHE = []string{"היי", "הי", "שלום", "בוקר טוב", "בוקר טוב ☀️", "ערב טוב", "לילה טוב", "מה קורה?", "היי מה קורה?", "מה נשמע",
		"מה שלומך?", "מה המצב", "היי ממו", "שלום ממו, מה שלומך היום?", "אהלן, מה העניינים", "צהריים טובים"}
	aboutEN = []string{"are you a bot?", "r u human", "are you a real person?", "lol is this a bot", "who made you?",
		"are you a bot or a real person", "am i talking to a bot?", "what's your name?"}
	aboutHE = []string{"אתה בוט?", "חחח אתה בוט?", "את בן אדם?", "אתה בן אדם אמיתי או בוט?", "מי יצר אותך?", "אני מדבר עם בוט?",
		"זה בוט?", "איך קוראים לך?"}
	undoEN = []string{"undo", "undo that", "cancel", "cancel that", "take that back", "revert it", "put it back"}
	undoHE = []string{"ביטול", "תבטל", "תבטלי", "תבטל את זה", "תחזיר את זה", "בטל את מה שעשית"}
)

// talk composes small talk or an undo.
func (g *Generator) talk(c *Case) {
	switch g.r.IntN(5) {
	case 4:
		c.Template = pick(g.r, in(c.Lang, aboutEN, aboutHE))
		c.Want.Op = memo.OpAbout
	case 0:
		c.Template = pick(g.r, in(c.Lang, undoEN, undoHE))
		c.Want.Op = memo.OpUndo
	case 1:
		c.Template = pick(g.r, in(c.Lang, greetEN, greetHE))
		c.Want.Op = memo.OpGreet
	default:
		c.Template = pick(g.r, in(c.Lang, thanksEN, thanksHE))
		c.Want.Op = memo.OpThanks
	}
	c.Text = c.Template
}

// scoreTalk scores a step that should be small talk or an undo.
func scoreTalk(c Case, s memo.Step) (Outcome, string) {
	if s.Capability == memo.CapGeneral && s.Operation == c.Want.Op {
		return Correct, ""
	}
	if c.Want.Op == memo.OpGreet && s.Operation == memo.OpThanks {
		return Wrong, "a greeting answered as thanks"
	}
	if s.Capability == memo.CapGeneral && (s.Operation == memo.OpUnknown || s.Operation == memo.OpHelp || s.Operation == memo.OpThanks) {
		return Declined, string(s.Operation)
	}
	if s.Tasks != nil && len(s.Tasks.Targets) > 0 && len(s.Tasks.IDs) == 0 && len(s.Tasks.Indexes) == 0 {
		// "wlel done": a name no task has; the runner finds none and says
		// so (or asks about one close to it), and nothing changes.
		return Declined, "names a task: " + describe(s)
	}
	return Wrong, "not " + string(c.Want.Op) + ": " + describe(s)
}
