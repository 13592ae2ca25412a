package gen

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// Openings and closings people put around a request.
var (
	openEN  = []string{"", "", "", "hey ", "hi, ", "ok so ", "umm ", "hey memo, ", "yo ", "hi honey, ", "sweetie, ", "dear "}
	closeEN = []string{"", "", "", " please", " thanks", " 🙏", "!", ".", " thx", " pls"}
	openHE  = []string{"", "", "", "היי ", "אהלן, ", "יאללה ", "תגיד, ", "מממ ", "אחי ", "שלום יקירי ", "בוקר טוב מותק, ", "וואלה ", "פליז ", "תכלס ",
		// Vocatives and slang openers: "כפרה תזכרי ש…", "נכדה יקרה תזכירי לי …".
		"כפרה ", "יא גבר ", "נשמה ", "נכדה יקרה ", "מתוקה, "}
	closeHE = []string{"", "", "", " בבקשה", " תודה", " 🙏", "!", ".", " תודה רבה", " 😊"}
)

// Polite conditions, endearments and drawn-out thanks around a request:
// said to ask, not in small talk, and with no other noise.
var (
	politeOpenEN  = []string{"if you can ", "hi sweetie if you could ", "if possible, ", "honey ", "if u could ", "Sugar, ", "bhai ", "boss, "}
	politeCloseEN = []string{"", " thanksss", " thxx", " if possible", " if you can"}
	politeOpenHE  = []string{"אם את יכולה ", "היי מותק אם אפשר ", "נשמה, ", "יקירתי אם לא קשה לך ", "אם תוכל "}
	politeCloseHE = []string{"", " תודהה", " תודההה", " אם אפשר", " תודה מותק"}
)

// voiceCloseEN are the closing particles of Singapore English and Nigerian
// Pidgin, the tags of London, Canada and South Africa ("… innit", "…, eh",
// "…, thanks hey") and the kisses a request is signed off with ("… at 5
// lah", "… tomorrow xx"): no word of the thing asked for.
var voiceCloseEN = []string{" lah", " leh", " lor", " ah", " x", " xx", " xoxo", " innit", " fam", ", eh", " ya know", " yaar", ", thanks hey",
	// Nigerian Pidgin's closing "o"; the Tagalog "pala", "naman".
	" o", " pala", " naman"}

// farewellCloseEN/HE are goodbyes said after a request with no mark
// before them, with the thanks and love said with them ("… to call my
// mom cheers see ya", "… תודה ביי"): no word of the thing asked for.
var (
	farewellCloseEN = []string{" cheers see ya", " ok bye", " ttyl", " thanks bye", " cya", " love ya bye", " gotta go", " k thx gn"}
	farewellCloseHE = []string{" תודה ביי", " יאללה ביי", " נתראה", " תודה רבה להתראות", " ביי נשיקות"}
)

// dialectOpenEN are the discourse openers of Irish, British and other
// Englishes that only hand over to the request ("grand so, …", "alright
// then, …", "so yeah …"); dialectWrapEN are the wrappers said before its
// command ("would you ever remind me …", "mind and remind me …", "can
// help me add … or not"), each with the tail it takes.
var (
	dialectOpenEN = []string{"grand so, ", "ok grand ", "alright then, ", "so yeah ", "right so, ", "ok then, ", "anyway ", "biko ", "abeg ", "oga, "}
	dialectWrapEN = [][2]string{{"would you ever ", ""}, {"mind and ", ""}, {"be a dear and ", ""}, {"could you possibly ", ""},
		{"can help me ", " or not"}, {"", " can or not"}, {"would ya ever ", " thanks"}}
)

// toldOpenEN/HE are a sentence that tells where the user came from or
// what they did, said before a reminder asked for: context, no task done.
var (
	toldOpenEN = []string{"just got home from a 12. ", "got back from work. ", "just landed, "}
	toldOpenHE = []string{"הגעתי הביתה. ", "חזרתי מהעבודה, "}
)

// startsRemind reports whether text opens with the command to be reminded.
func startsRemind(text string) bool {
	return strings.HasPrefix(text, "remind me ") || strings.HasPrefix(text, "תזכיר לי ") || strings.HasPrefix(text, "תזכירי לי ")
}

// voiceKinds are the kinds whose requests may close with one: what is
// made or kept.
var voiceKinds = map[Kind]bool{Reminder: true, Task: true, ListAdd: true, Fact: true, Note: true}

// dayWords are the day words noise may misspell.
var dayWords = []string{"tomorrow", "friday", "monday", "thursday", "sunday", "tonight", "מחר", "שישי", "ראשון", "שלישי", "מחרתיים", "הערב"}

// misspeltForms are the command words the tables hold misspelt already
// ("rember that …"): a second slip in them is no longer a slip of the
// command.
var misspeltForms = map[string]bool{"rember": true, "remeber": true, "rmbr": true, "תזכר": true, "תזכורי": true, "rmd": true, "תזכ": true, "תזכי": true,
	// Interjections run into the next word, and a question word slipped.
	"ochi've": true, "ughi": true, "welpi've": true, "וואייש": true, "אוףיש": true, "wahts": true}

// courtesyOpeners are a courtesy or a word of address that opens a
// template: no command to misspell, nor run into the next word.
var courtesyOpeners = map[string]bool{"אלחמדולילה": true, "שלום": true, "מותק": true, "אחי": true, "dear,": true}

// dress puts an opening and a closing around c's message, and now and
// then noise.
func (g *Generator) dress(c *Case) {
	if letter(g.stream("letters"), c) {
		return
	}
	open, close := pick(g.r, in(c.Lang, openEN, openHE)), pick(g.r, in(c.Lang, closeEN, closeHE))
	if (c.Want.Op == memo.OpGreet || c.Want.Op == memo.OpFarewell) && strings.IndexFunc(close, unicode.IsLetter) >= 0 {
		close = "" // "good morning thanks" thanks as much as it greets
	}
	polite := c.Kind != Talk && c.Kind != Fact && g.r.IntN(6) == 0
	if polite {
		open, close = pick(g.r, in(c.Lang, politeOpenEN, politeOpenHE)), pick(g.r, in(c.Lang, politeCloseEN, politeCloseHE))
	}
	if !polite && c.Lang == memo.English && voiceKinds[c.Kind] && strings.IndexFunc(close, unicode.IsLetter) < 0 && g.r.IntN(10) == 0 {
		close = pick(g.r, voiceCloseEN) + close // "… at 5 lah!", "… tomorrow xx"
	}
	if !polite && voiceKinds[c.Kind] && c.Kind != Fact && strings.IndexFunc(close, unicode.IsLetter) < 0 && g.r.IntN(14) == 0 {
		close = pick(g.r, in(c.Lang, farewellCloseEN, farewellCloseHE)) + close // "… call my mom cheers see ya"
	}
	if !polite && c.Lang == memo.English && voiceKinds[c.Kind] && open == "" && g.r.IntN(8) == 0 {
		open, close = g.dialect(c.Text, close)
	}
	told := !polite && c.Kind == Reminder && open == "" && startsRemind(c.Text) && g.r.IntN(10) == 0
	if told {
		open = pick(g.r, in(c.Lang, toldOpenEN, toldOpenHE)) // "just got home from a 12. remind me …"
	}
	if !polite && !told {
		open, close = g.asides(c, open, close) // "Ça va? …", "…, I deserve it", "nikumbushe …", "evry day"
	}
	if !polite && !told && c.Noise == "" {
		open, close = wrap(g.stream("wraps"), c, open, close)        // "שלום בני …", "… hi buddy, …, I always forget bless them"
		relabel(g.stream("wraps"), c)                                // "tarefa: …"
		open, close = bless(g.stream("blessed"), c, open, close)     // "Y'all remind me …, thank you and be blessed."
		open, close = godBless(g.stream("godbless"), c, open, close) // "please god bless remind me …", "…, השם יברך"
		open, close = laughs(g.stream("laughs"), c, open, close)     // "kkkk remind me …", "… the gym jajaja"
	}
	had := words(c.Text)
	c.Text = open + c.Text + close
	for _, w := range words(open + " " + close) {
		if !slices.Contains(had, w) { // "את" of "אם את יכולה" may be the item's own
			c.Want.Lacks = append(c.Want.Lacks, w)
		}
	}
	if polite || told || g.r.IntN(4) != 0 {
		return // a sentence told before: the command's words are not run together after it
	}
	switch g.r.IntN(7) {
	case 0: // a typo in the command's first word, when it is spelt right,
		// or the container word typed as it sounds ("calender")
		if w, bad := containerSounded(c.Text); w != "" && g.r.IntN(3) == 0 {
			c.Text = strings.Replace(c.Text, w, pick(g.r, bad), 1)
			c.Noise = "typo-container"
			c.Want.Lacks = append(c.Want.Lacks, bad...)
		} else if w := firstWord(c.Template); w != "" && !misspeltForms[w] && !courtesyOpeners[w] && c.Kind != Fact {
			g.misspell(c, w, "typo-command")
		}
	case 1: // a typo in a day word
		for _, d := range dayWords {
			if strings.Contains(c.Text, d) && !slices.ContainsFunc(c.Want.Has, func(h string) bool { return strings.Contains(h, d) }) {
				g.misspell(c, d, "typo-day")
				break
			}
		}
	case 2: // the space between the command's first two words dropped
		// (a fact told has no command: its first words are the fact's)
		if w, v := firstTwo(c.Template); v != "" && c.Kind != Fact && strings.Contains(c.Text, w+" "+v) {
			c.Text = strings.Replace(c.Text, w+" "+v, w+v, 1)
			c.Noise = "no-space"
			c.Want.Lacks = append(c.Want.Lacks, words(w+v)...)
		}
	case 3: // no apostrophes
		// but the geresh of Monday's letter: "יום ב 8" is every day at 8;
		// nor of a day's letter run into its ב: "בה" is "in her".
		// Nor of a copula glued to its thing ("the haircut's sat at 4pm",
		// "the dentist's been moved"): without it the thing reads as many
		// ("the haircuts sat at 4pm"), another message.
		if strings.Contains(c.Text, "'") && !strings.Contains(c.Text, "יום ב'") && !strings.Contains(c.Text, "בה'") && !strings.Contains(c.Text, " ת'") &&
			!strings.Contains(c.Template, "'s {t}") && !strings.Contains(c.Template, "'s been") {
			said := words(c.Text)
			c.Text = strings.ReplaceAll(c.Text, "'", "")
			c.Noise = "no-apostrophe"
			for i, w := range c.Want.Has {
				if contains(said, w) {
					// What was typed loses its apostrophe; what a title
					// is made of ("Noa's" of "Noa has") keeps it.
					c.Want.Has[i] = strings.ReplaceAll(w, "'", "")
				}
			}
			if a := c.Want.Anchor; a != nil {
				for i, w := range a.Has {
					a.Has[i] = strings.ReplaceAll(w, "'", "")
				}
			}
			for _, it := range c.Want.Items {
				for i, w := range it {
					it[i] = strings.ReplaceAll(w, "'", "")
				}
			}
		}
	case 4: // an emoji between words
		fs := strings.Fields(c.Text)
		at := g.r.IntN(len(fs) + 1)
		if at > 0 && at < len(fs) && strings.EqualFold(fs[at-1], "full") && strings.HasPrefix(strings.ToLower(fs[at]), "stop") {
			at-- // "full stop" is one word said, no emoji typed inside it
		}
		if at > 0 && at < len(fs) && heldPair[strings.ToLower(fs[at-1])+" "+strings.ToLower(strings.Trim(fs[at], ".,!?"))] {
			at-- // "a m" of "nine thirty a m", "or not" are one word said too
		}
		if at+1 < len(fs) && meridiem[strings.ToLower(fs[at])+" "+strings.ToLower(strings.Trim(fs[at+1], ".,!?"))] {
			at = len(fs) // "nine thirty a m": no emoji between the hour and its "a m" either
		}
		fs = append(fs[:at], append([]string{pick(g.r, []string{"😅", "🙏", "⏰", "👍"})}, fs[at:]...)...)
		c.Text = strings.Join(fs, " ")
		c.Noise = "emoji"
	case 5: // no punctuation, all lower case
		if c.Kind == ListAdd && (multiWord(c.Want.Items) || len(c.Want.Items) > 2) {
			return // "olive oil bread and eggs", "lemons cucumbers and eggs": no one could tell the items apart
		}
		if c.Kind == Tasks && (len(c.Want.Items) > 2 || len(c.Want.Items) == 1) {
			// "to do call mom buy milk and feed the cat": where each ends is
			// not told; "tasks wash and fold the laundry": with its colon gone
			// a heading of one task asks for the tasks.
			return
		}
		if c.Kind == Recall && (c.Template == "{q}?" || c.Template == "שמרתי את {q}?") {
			return // "שמרתי את תנאי התשלום של מרקו": without its mark the question tells a deed
		}
		c.Text = unpunctuated(strings.ToLower(c.Text))
		c.Noise = "no-punctuation"
	case 6: // a filler inside the message, or chatter after it
		g.fillInside(c)
	}
}

// containerSounds are the container words as typed by sound.
var containerSounds = [][]string{{"calendar", "calender", "calander", "calandar"}, {"shopping", "shoping", "shopin"}}

// containerSounded is the first container word text holds, after a word
// that names it as one ("in my calendar", "to the shopping list"), and
// the ways it is typed by sound; "" when it holds none.
func containerSounded(text string) (string, []string) {
	for _, c := range containerSounds {
		for _, before := range []string{"my ", "the ", "in ", "to "} {
			if strings.Contains(text, before+c[0]) {
				return c[0], c[1:]
			}
		}
	}
	return "", nil
}

// heldPair are two words said as one, which no emoji is typed between:
// "nine thirty a m", "… can or not".
var heldPair = map[string]bool{"a m": true, "p m": true, "or not": true, "can or": true}

// meridiem are "a m" and "p m" said as two words.
var meridiem = map[string]bool{"a m": true, "p m": true}

// realWords are words a slip of a command or day word makes: another
// command ("תזכיר" from "תזכור"), or a word of its own ("העבר" from
// "הערב").
var realWords = map[string]bool{
	"תזכיר": true, "תזכור": true, "תזכירי": true, "תזכרי": true, "העבר": true, "הרעב": true, "remind": true,
	"remember": true, "תכנסי": true,
	// A letter dropped: "sick" of "stick", "nude" of "nudge", "peter" of
	// "pester", "pleas" and "pease" of "please".
	"sick": true, "tick": true, "nude": true, "peter": true, "pleas": true, "pease": true,
	// Letters swapped: "וועד" of "ועוד" is "ועד" (and until) as Hebrew
	// spells it with its vav doubled.
	"וועד": true,
}

// misspell doubles or swaps a letter of w where it stands in c's text,
// or, in English, drops one ("tomorow", "remnd").
func (g *Generator) misspell(c *Case, w, noise string) {
	if !strings.Contains(c.Text, w) || utf8.RuneCountInString(w) < 4 {
		return
	}
	rs := []rune(w)
	i := 1 + g.r.IntN(len(rs)-2)
	var bad string
	switch n := g.r.IntN(3); {
	case n == 2 && c.Lang == memo.English && len(rs) >= 5:
		bad = string(rs[:i]) + string(rs[i+1:]) // dropped
	case n != 1:
		bad = string(rs[:i+1]) + string(rs[i:]) // doubled
	default:
		rs[i], rs[i+1] = rs[i+1], rs[i] // swapped
		bad = string(rs)
	}
	if bad == w || realWords[bad] {
		return // a slip that makes another word is no slip the reader can see
	}
	c.Text = strings.Replace(c.Text, w, bad, 1)
	c.Noise = noise
	c.Want.Lacks = append(c.Want.Lacks, words(bad)...)
}

// unpunctuated drops the punctuation of s but what stands between digits
// ("1.5", "15.3", "10:30"), which says a number, not a pause.
func unpunctuated(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		if strings.ContainsRune(".,:!?", r) {
			digits := i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1])
			if !digits {
				continue
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// multiWord reports whether any item has more than one word.
func multiWord(items [][]string) bool {
	for _, it := range items {
		if len(it) > 1 {
			return true
		}
	}
	return false
}

// firstWord is the first word of tmpl that is no placeholder and no
// particle.
func firstWord(tmpl string) string {
	for _, f := range strings.Fields(tmpl) {
		if particles[strings.Trim(f, ",")] {
			continue // "{i} {t} oui, put it in": the command is "put"; no one slips on "oui"
		}
		if !strings.Contains(f, "{") {
			return strings.Trim(f, ":")
		}
	}
	return ""
}

// particles are the closing particles a template may hold before its
// command, which are typed as they are.
var particles = map[string]bool{"oui": true, "lah": true, "la": true, "leh": true, "lor": true, "yaar": true}

// firstTwo are the first two words of tmpl when both are the command's
// ("remind me", "תזכיר לי").
func firstTwo(tmpl string) (string, string) {
	fs := strings.Fields(tmpl)
	if len(fs) < 2 || strings.Contains(fs[0], "{") || strings.Contains(fs[1], "{") || courtesyOpeners[fs[0]] {
		return "", ""
	}
	return fs[0], strings.TrimRight(fs[1], ":")
}

// dialect draws an opener or a wrapper of another English for text (see
// dialectOpenEN): a wrapper only before the command it wraps, with close
// kept when the wrapper has no tail of its own.
func (g *Generator) dialect(text, close string) (string, string) {
	if !strings.HasPrefix(text, "remind me ") && !strings.HasPrefix(text, "add ") || g.r.IntN(2) == 0 {
		return pick(g.r, dialectOpenEN), close
	}
	w := dialectWrapEN[g.r.IntN(len(dialectWrapEN))]
	if w[1] == "" {
		return w[0], close
	}
	return w[0], w[1]
}
