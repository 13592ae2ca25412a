package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

var (
	// reToldTickEN is a completion told, then a bare request to tick it:
	// "I have written the cards, please tick that off my list". Group 1
	// is what was told.
	reToldTickEN = re(`^(.+?)\s*[,;.]\s*(?:(?:so|and|now)\s+)?(?:(?:please|can\s+you|could\s+you|would\s+you|you\s+can)\s+)*` +
		`(?:(?:tick|check|cross|strike)\s+(?:(?:that|it|this|them|those)\s+off|off(?:\s+(?:that|it|this))?)|` +
		`mark\s+(?:(?:that|it|this|them)\s+(?:off|as\s+)?(?:done|complete|completed)?|(?:as\s+)?(?:done|complete|completed)))` +
		`(?:(?:\s+(?:on|from|off|in))?(?:\s+(?:my|the|our))?(?:\s+\S+)?\s+list)?(?:\s+(?:please|for\s+me|then))?\s*[.!]*$`)
	// reToldTickHE is the same in Hebrew: "כתבתי את הכרטיסים, תסמני את
	// זה", "…, תסמן שבוצע".
	reToldTickHE = re(`^(.+?)\s*[,;.]\s*(?:(?:אז|אפשר|בבקשה)\s+)*(?:(?:תסמן|תסמני|סמן|סמני|לסמן)(?:\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|זאת|אותו|אותה|אותם|אותן)|שבוצע|שסיימתי|וי))?|` +
		// "…, תעשה וי", "…, שים על זה וי": the tick said as a check mark.
		`(?:תעשה|תעשי|תן|תני|תשים|תשימי|שים|שימי)\s+(?:לי\s+)?(?:על\s+(?:זה|זאת)\s+)?וי)` +
		`(?:\s+(?:כבוצע|כבוצעה|כמבוצע|שבוצע|ברשימה|ברשימת\s+\S+|במשימות))?(?:\s+בבקשה)?\s*[.!]*$`)
	// reHaveDoneEN is "I have"/"we've" before a participle: "I have
	// written", "we've just posted".
	reHaveDoneEN = re(`^(?:(?:ok|okay|so|right|well)\s*,?\s+)?(?:i|we)(?:\s+have|'ve|\s+had|'d)\s+(?:(?:just|already|finally|now|also)\s+)*(\S+)\s+(.+)$`)
)

// enParticiple are past participles that are not the past form ("written"
// for "wrote"): "I have written the cards" is told as "I wrote the cards".
var enParticiple = map[string]string{
	"written": "wrote", "done": "did", "taken": "took", "given": "gave", "driven": "drove", "eaten": "ate", "spoken": "spoke",
	"gone": "went", "drawn": "drew", "chosen": "chose", "gotten": "got", "sung": "sang", "rung": "rang", "swum": "swam",
	"frozen": "froze", "shaken": "shook", "thrown": "threw", "sewn": "sewed",
}

// matchListToldTick reads a completion told and then "tick that off": the
// thing done is completed, a task or an item of a list (the executor
// looks for either by the name told).
func matchListToldTick(m *message) ([]memo.Step, bool, error) {
	if f := m.req.Focus; f != nil && f.Kind == memo.FocusList {
		return nil, false, nil // a list in view: its item, read by pointedBack
	}
	var verb, obj string
	var ok bool
	if g, found := m.find(reToldTickHE); found && hebrewText(g[1]) {
		verb, obj, ok = heDoneObject(g[1])
	} else if g, found := m.find(reToldTickEN); found {
		told := g[1]
		if h := reHaveDoneEN.FindStringSubmatch(toLower(told)); h != nil {
			past := h[1]
			if p, irregular := enParticiple[past]; irregular {
				past = p
			}
			told = "I " + past + " " + told[len(told)-len(h[2]):]
		}
		verb, obj, ok = enDoneObject(told)
		if !ok {
			verb, obj, ok = m.toldObject(told)
		}
		if !ok {
			verb, obj, ok = doneWithTold(told) // "done with the essay", "mi renew di nmc registration today"
		}
	}
	if !ok {
		return nil, false, nil
	}
	var verbs []string
	if verb != "" {
		verbs = []string{verb}
	}
	if f := m.req.Focus; f != nil && f.ID != "" && f.Kind == memo.FocusTask && !f.Recurring && namesFocus(obj, f.Title) {
		// "done with the essay, tick it off" of "finish the essay": the task in focus.
		return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{IDs: []string{f.ID}, DoneVerbs: verbs})}, true, nil
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: []string{obj}, DoneVerbs: verbs})}, true, nil
}

// toldObject reads "I wrote the Christmas cards" when the done readers
// would not, for a holiday or a day naming the kind of thing ("Christmas
// cards", "birthday cake"): with "tick that off" after it the clause is
// a completion, so a time word before a noun is part of the thing's name.
// A time word closing the clause ("I called mom on Monday") is not.
func (m *message) toldObject(told string) (verb, obj string, ok bool) {
	f := strings.Fields(reDoneLeadEN.ReplaceAllString(strings.TrimSpace(told), ""))
	if len(f) < 2 {
		return "", "", false
	}
	verb = toLower(f[0])
	if notDonePast(verb) || !(enIrregularPast[verb] || len(verb) >= 5 && strings.HasSuffix(verb, "ed")) {
		return "", "", false
	}
	obj = CleanTitle(trimWords(strings.Join(f[1:], " "), "the", "my", "our", "a", "an"))
	words := strings.Fields(obj)
	if len(words) == 0 || len(words) > 6 || !hasLetter(obj) || rePronounOnly.MatchString(toLower(obj)) || m.saysTime(words[len(words)-1]) {
		return "", "", false
	}
	return verb, obj, true
}
