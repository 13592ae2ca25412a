package gen

import (
	"slices"
	"strings"
)

// Words said around a request that are no part of it, of the classes the
// planner takes off: a remark on oneself after it ("…, I deserve it",
// "…, מגיע לי"), a hello of another tongue or a blessing before it ("Ça
// va? …", "שלום עליכם …", "בס״ד. …"), the verb of reminding of another
// tongue as its command ("nikumbushe …", "דכרני …"), and "every" or
// "כל" typed with a slip ("evry day", "כול יום", "כל יומייים").
var (
	remarkCloseEN = []string{", I deserve it", ", don't judge", ", it's been a week", " - treat yo self lol", ", what can I say"}
	remarkCloseHE = []string{", מגיע לי", ", אל תשפטי", ", מה לעשות", ", היה שבוע קשה"}
	helloOpenEN   = []string{"shalom, ", "salam ", "Ça va? ", "d'accord, ", "bonjour "}
	helloOpenHE   = []string{"שלום עליכם ", "בס״ד. ", "סלאם, ", `ב"ה, `}
	remindVerbEN  = []string{"nikumbushe ", "recuerdame ", "rappelle-moi ", "napomni ", "ذكرني ", "remind me nikumbushe "}
	remindVerbHE  = []string{"דכרני ", "פכרני "}
	everySlipEN   = []string{"evry ", "everyy ", "evey ", "evrey "}
	// reasonCloseEN and reasonCloseHE are a reason or what comes if it is
	// missed, said after a reminder with no comma or a loose one.
	reasonCloseEN = []string{" bc i literally forget", " cuz i always forget", " since I keep forgetting", " or I'll be in trouble",
		" otherwise the boss will kill me", ", dem go vex if I forget", " so i don't forget"}
	reasonCloseHE = []string{" כי אני תמיד שוכח", " אחרת אני בבעיה", " שלא אשכח", " וואלה אני שוכחת כל הזמן"}
	// personCloseEN and personCloseHE tell how mom feels, after a deed
	// that names her.
	personCloseEN = []string{" she's not feeling well", " she isn't feeling well", ", she's sick"}
	personCloseHE = []string{" היא לא מרגישה טוב", " היא חולה", " היא בבית חולים"}
)

// toldWords are the words of a request that tells or asks someone: a
// remark after it may be what they are told.
var toldWords = []string{"tell", "text", "ask", "email", "message", "let ", "call", "להגיד", "לספר", "לשאול", "להודיע", "להתקשר", "לכתוב"}

// asides puts now and then one of the asides above around c's message,
// in place of its opening and closing, and returns them.
func (g *Generator) asides(c *Case, open, close string) (string, string) {
	remindHead := strings.HasPrefix(c.Text, "remind me ") || strings.HasPrefix(c.Text, "תזכיר לי ")
	switch g.r.IntN(24) {
	case 0: // a remark on oneself after the request
		if (c.Kind == ListAdd || c.Kind == Reminder) && strings.Trim(close, " !.🙏😊") == "" && !containsAnyWord(c.Text, toldWords) && !dictatedEnd(c.Text) {
			close = pick(g.r, in(c.Lang, remarkCloseEN, remarkCloseHE))
		}
	case 1: // a hello of another tongue, or a blessing, before it
		if voiceKinds[c.Kind] && c.Kind != Fact && (open == "" || slices.Contains(in(c.Lang, openEN, openHE), open)) {
			open = pick(g.r, in(c.Lang, helloOpenEN, helloOpenHE))
		}
	case 2: // the verb of reminding of another tongue as its command
		if c.Kind == Reminder && remindHead && open == "" {
			verb := pick(g.r, in(c.Lang, remindVerbEN, remindVerbHE))
			c.Text = verb + strings.TrimPrefix(strings.TrimPrefix(c.Text, "remind me "), "תזכיר לי ")
			c.Want.Lacks = append(c.Want.Lacks, words(strings.TrimPrefix(verb, "remind me "))...)
			c.Noise = "foreign-remind"
		}
	case 3: // "every" or "כל" typed with a slip
		g.everySlip(c)
	case 4: // a reason after the reminder without a clean comma, or how the one named feels
		if c.Kind == Reminder && remindHead && strings.Trim(close, " !.🙏😊") == "" && !containsAnyWord(c.Text, toldWords[:6]) && !dictatedEnd(c.Text) {
			close = pick(g.r, in(c.Lang, reasonCloseEN, reasonCloseHE))
			if strings.HasSuffix(c.Text, "call mom") || strings.HasSuffix(c.Text, "להתקשר לאמא") {
				close = pick(g.r, in(c.Lang, personCloseEN, personCloseHE))
			}
		}
	}
	return open, close
}

// everySlip types the first "every" of c's message with a slip, or its
// "כל" before a unit as "כול", or "כל יומיים" with a yod more.
func (g *Generator) everySlip(c *Case) {
	for _, h := range c.Want.Has {
		if strings.Contains(h, "every") || strings.Contains(h, "כל") {
			return // the title's own word
		}
	}
	switch {
	case strings.Contains(c.Text, "every "):
		slip := pick(g.r, everySlipEN)
		c.Text = strings.Replace(c.Text, "every ", slip, 1)
		c.Want.Lacks = append(c.Want.Lacks, strings.TrimSpace(slip))
	case strings.Contains(c.Text, "כל יומיים"):
		c.Text = strings.Replace(c.Text, "כל יומיים", "כל יומייים", 1)
		c.Want.Lacks = append(c.Want.Lacks, "יומייים")
	case strings.Contains(c.Text, "כל יום "), strings.Contains(c.Text, "כל שבוע "):
		c.Text = strings.Replace(strings.Replace(c.Text, "כל יום ", "כול יום ", 1), "כל שבוע ", "כול שבוע ", 1)
		c.Want.Lacks = append(c.Want.Lacks, "כול")
	default:
		return
	}
	c.Noise = "typo-every"
}

// dictatedEnd reports whether text ends in a mark said aloud ("… full
// stop", "… נקודה"), or a word said to Memo: a remark after it is
// another sentence.
func dictatedEnd(text string) bool {
	fs := strings.Fields(strings.ToLower(text))
	if len(fs) == 0 {
		return false
	}
	switch strings.Trim(fs[len(fs)-1], ".,!?") {
	case "stop", "period", "נקודה", "bro", "כפרה", "עליך", "עלייך", "גבר", "אחי", "mate", "fam":
		return true
	}
	return false
}

// containsAnyWord reports whether text holds one of ws.
func containsAnyWord(text string, ws []string) bool {
	low := strings.ToLower(text)
	for _, w := range ws {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
