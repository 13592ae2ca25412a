package gen

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// A request said inside chatter: a story first, a word that turns from it
// to the request ("anyway the point is", "long story short", "בקיצור",
// "בכל מקרה"), and a reason or an aside after it ("because I will
// absolutely forget otherwise", "if I'm honest", "כי אני אשכח", "לא שזה
// משנה"). The request means what it means alone; no word of the chatter
// is a word of what is made.

var (
	// rambleStoriesEN and rambleStoriesHE are the chatter said first: no
	// time, no number, no command.
	rambleStoriesEN = []string{
		"ok so I was reading this paper on cognitive load and then I got distracted by a documentary about octopuses which was amazing btw",
		"sorry this is a mess my head is all over the place",
		"ugh my flatmate keeps eating my stuff and it drives me completely mad",
		"I have been staring at this screen forever and nothing makes sense",
		"so much going on with the kids and the house renovation",
	}
	rambleStoriesHE = []string{
		"היה לי יום ארוך ומטורף בעבודה והבוס שוב צעק עליי",
		"אני כל הזמן שוכחת דברים וזה ממש מביך",
		"קראתי מאמר על קשב ואז נתקעתי בסרט על תמנונים",
		"השותף שלי שוב אכל לי את כל האוכל מהמקרר",
	}
	// rambleTurnsEN and rambleTurnsHE turn from the chatter to the request.
	rambleTurnsEN = []string{"anyway", "anyway the point is", "long story short", "so", "the point is", "anyways"}
	rambleTurnsHE = []string{"בקיצור", "בכל מקרה", "אז", "העיקר"}
	// rambleTailsEN and rambleTailsHE are said after the request.
	rambleTailsEN = []string{"", "", "because I will absolutely forget otherwise", "if I'm honest", "not that it matters", "because I'll forget"}
	rambleTailsHE = []string{"", "", "כי אני אשכח", "לא שזה משנה", "כי אחרת אני אשכח"}
)

// reRambleOpens is a request's command said first.
var reRambleOpens = regexp.MustCompile(`(?i)^(?:remind\s+me|add|put|remember|note|schedule|set\s+a|create|תזכיר|תזכירי|תוסיף|תוסיפי|תכניס|תכניסי|תזכור|תזכרי|תרשום|תרשמי|תקבע|תקבעי)\s`)

// rambleKinds are the kinds of request said inside chatter: what is made,
// added or kept.
var rambleKinds = map[Kind]bool{Reminder: true, Task: true, Event: true, ListAdd: true, Note: true}

// rambles says now and then (r decides, a stream of its own) chatter
// before c's message and a reason or an aside after it. It runs after
// every other draw of the case, only on a message in its own words (no
// other tongue's dress, dressed says) that opens with its command, holds
// no heading and ends in a letter or a digit; the tail only after a
// message said plain, with no closing of another dress.
func rambles(r *rand.Rand, c *Case, dressed, plain bool) {
	if r.IntN(6) != 0 || !rambleKinds[c.Kind] || c.Want.Op != "" || c.Noise != "" || dictated(c.Text) || dictatedEnd(c.Text) {
		return
	}
	text := strings.TrimSpace(c.Text)
	if !dressed || strings.Contains(text, ":") || !reRambleOpens.MatchString(text) {
		return // a request said with its command first, as the turn hands over to it
	}
	first, _ := utf8.DecodeRuneInString(text)
	last, _ := utf8.DecodeLastRuneInString(text)
	if !unicode.IsLetter(first) || !unicode.IsLetter(last) && !unicode.IsDigit(last) {
		return
	}
	story := pick(r, in(c.Lang, rambleStoriesEN, rambleStoriesHE))
	turn := pick(r, in(c.Lang, rambleTurnsEN, rambleTurnsHE))
	tail := pick(r, in(c.Lang, rambleTailsEN, rambleTailsHE))
	if c.Lang == memo.English && first < utf8.RuneSelf && !strings.HasPrefix(text, "I ") {
		text = strings.ToLower(text[:1]) + text[1:]
	}
	c.Text = story + " " + turn + " " + text
	if tail != "" && plain {
		c.Text += " " + tail
	}
	for _, w := range words(story + " " + tail) {
		if utf8.RuneCountInString(w) >= 6 || c.Lang == memo.Hebrew && utf8.RuneCountInString(w) >= 4 {
			c.Want.Lacks = append(c.Want.Lacks, w)
		}
	}
	c.Noise = "ramble"
}
