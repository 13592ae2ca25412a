package resolution

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// ReplyKind is what a message means as the answer to a pending question.
type ReplyKind int

// Reply kinds.
const (
	// ReplyUnrelated: the message is not an answer (a new request); the
	// question is dropped and the message handled afresh.
	ReplyUnrelated ReplyKind = iota
	// ReplyPick: Reply.Picks are the chosen options.
	ReplyPick
	// ReplyAll: every option ("both", "כולם").
	ReplyAll
	// ReplyCancel: drop the question and do nothing ("cancel", "ביטול").
	ReplyCancel
	// ReplyYes: a confirmation; to a choose question with one option it
	// picks that option.
	ReplyYes
	// ReplyNo: a refusal of a confirmation.
	ReplyNo
	// ReplyText: Reply.Text fills a missing field.
	ReplyText
	// ReplyInvalid: an answer that does not fit the question (an option
	// number out of range, several picks where one is allowed, an empty
	// message); ask again.
	ReplyInvalid
)

// String returns the kind's name.
func (k ReplyKind) String() string {
	switch k {
	case ReplyUnrelated:
		return "unrelated"
	case ReplyPick:
		return "pick"
	case ReplyAll:
		return "all"
	case ReplyCancel:
		return "cancel"
	case ReplyYes:
		return "yes"
	case ReplyNo:
		return "no"
	case ReplyText:
		return "text"
	case ReplyInvalid:
		return "invalid"
	}
	return fmt.Sprintf("ReplyKind(%d)", int(k))
}

// Reply is a parsed answer to a pending question.
type Reply struct {
	Kind ReplyKind
	// Picks are the chosen options of a ReplyPick, 1-based, sorted and
	// unique, each within the question's options.
	Picks []int
	// Text is the trimmed message of a ReplyText.
	Text string
}

// ParseReply reads text as the answer to the pending question p, without a
// model.
//
// A choose question accepts positions ("2", "#2", "1,3", "1 3", "1-3",
// "1 and 3", "2 ו-3", "option 2", "מספר 2"), ordinals ("the second",
// "2nd", "the last one", "השני", "האחרונה"), "all"/"both"/"כולם"/"שניהם",
// cancel words ("cancel", "none", "ביטול", "אף אחד", and a bare "no"/"לא"),
// and a phrase that names exactly one option's label ("the invoice one",
// "לאבא"). It is a selection only when the message is essentially just the
// selection: polite filler and the verb of the request ("2 please", "delete
// both", "תמחק את שניהם", "yes, the first") may surround it, any other word
// makes the message a new request ("remind me at 5 to call"). A position out
// of range, or several where !p.AllowMultiple, is ReplyInvalid.
//
// A confirm question accepts yes words (ReplyYes) and no words (ReplyNo). A
// message that starts with a no word ("no", "לא", "ביטול", "אל תמחק"), or a
// short one holding one, is always ReplyNo, even beside a yes word; a yes
// word counts only when nothing but filler surrounds it. A confirmation
// that covers several items ("Delete these 2 events tomorrow?") is also
// answered yes by the word for all of them alone: "all", "all of them",
// "everything", "כולם", "הכל", and "both", "שניהם" when it covers two. For
// one item, or "both" of three, the word answers nothing.
//
// A missing question takes any non-empty text as ReplyText (trimmed), unless
// the message is only a cancel word.
func ParseReply(text string, p memo.Pending) Reply {
	if strings.TrimFunc(text, isBlank) == "" {
		return Reply{Kind: ReplyInvalid}
	}
	items := read(lex(text))
	switch p.Kind {
	case memo.PendingChoose:
		if p.Reason == memo.ReasonMemoryConflict {
			// The question shows its two options as "Replace" and "Keep
			// both": those words answer it.
			switch w := Normalize(text); {
			case replaceWords[w]:
				return Reply{Kind: ReplyPick, Picks: []int{1}}
			case keepWords[w]:
				return Reply{Kind: ReplyPick, Picks: []int{2}}
			}
		}
		return parseChoice(text, items, p)
	case memo.PendingConfirm:
		return parseConfirm(items, len(p.Options))
	case memo.PendingMissing:
		if onlyCancel(items) || dropsAsked(items) {
			return Reply{Kind: ReplyCancel}
		}
		return Reply{Kind: ReplyText, Text: strings.TrimFunc(text, isBlank)}
	}
	return Reply{Kind: ReplyUnrelated}
}

func isBlank(r rune) bool { return unicode.IsSpace(r) || isInvisible(r) }

// choice is what a choose reply said, before it is checked against the
// question.
type choice struct {
	picks                []int
	outOfRange           bool
	all, cancel, no, yes bool
	intro, other         bool
	content              []string // words that are not part of a selection
}

func parseChoice(text string, items []item, p memo.Pending) Reply {
	n := len(p.Options)
	if len(items) == 0 {
		return Reply{Kind: ReplyInvalid} // only punctuation or emoji
	}
	if k, ok := pickByDay(text, p); ok {
		return Reply{Kind: ReplyPick, Picks: []int{k}} // "the friday one", "של שישי"
	}
	c := readChoice(items, n)
	if c.other || len(c.content) > 0 {
		if len(c.picks) > 0 || c.outOfRange || c.all || c.cancel || c.other {
			return Reply{Kind: ReplyUnrelated}
		}
		return pickByLabel(text, c.content, p)
	}
	switch {
	case c.cancel && (len(c.picks) > 0 || c.outOfRange || c.all):
		return Reply{Kind: ReplyUnrelated} // "cancel 2": a new command
	case c.cancel:
		return Reply{Kind: ReplyCancel}
	case c.all:
		if !p.AllowMultiple && n > 1 {
			return Reply{Kind: ReplyInvalid}
		}
		return Reply{Kind: ReplyAll}
	case c.outOfRange:
		return Reply{Kind: ReplyInvalid}
	case len(c.picks) > 0:
		picks := slices.Compact(slices.Sorted(slices.Values(c.picks)))
		if len(picks) > 1 && !p.AllowMultiple {
			return Reply{Kind: ReplyInvalid}
		}
		return Reply{Kind: ReplyPick, Picks: picks}
	case c.no:
		return Reply{Kind: ReplyCancel}
	case c.yes:
		return Reply{Kind: ReplyYes}
	case c.intro:
		return Reply{Kind: ReplyInvalid} // "option" with no number
	}
	return Reply{Kind: ReplyUnrelated}
}

// maxRange bounds a written range ("1-1000") before it is expanded.
const maxRange = 100

// readChoice collects the picks and flags of a choose reply with n options.
func readChoice(items []item, n int) choice {
	var c choice
	add := func(k int) {
		if k < 1 || k > n {
			c.outOfRange = true
			return
		}
		c.picks = append(c.picks, k)
	}
	for i := 0; i < len(items); i++ {
		it := items[i]
		switch it.cls {
		case cDigits, cNum:
			if i+2 < len(items) && (items[i+1].cls == cDash || items[i+1].cls == cTo) && isNumber(items[i+2]) {
				a, b := it.n, items[i+2].n
				if a > b {
					a, b = b, a
				}
				if a < 1 || b > n || b-a > maxRange {
					c.outOfRange = true
				} else {
					for k := a; k <= b; k++ {
						add(k)
					}
				}
				i += 2
				continue
			}
			add(it.n)
		case cOrd:
			if it.n == lastPosition {
				add(n)
			} else {
				add(it.n)
			}
		case cAll:
			c.all = true
		case cCancel:
			c.cancel = true
		case cNo:
			c.no = true
		case cYes:
			c.yes = true
		case cIntro:
			c.intro = true
		case cOther:
			c.other = true
		case cUnknown:
			c.content = append(c.content, it.word)
		}
	}
	return c
}

func isNumber(it item) bool { return it.cls == cDigits || it.cls == cNum }

// pickByLabel picks the one option whose label the reply's content words
// name. The whole reply equal to a label picks it; otherwise the content
// words are resolved against the labels with the default Matcher and the
// winner must hold nearly all of them (so "remind me tomorrow to call mom"
// does not pick "call mom").
func pickByLabel(text string, content []string, p memo.Pending) Reply {
	whole := Normalize(text)
	for i, o := range p.Options {
		if Normalize(o.Label) == whole {
			return pickLabels(p, []int{i + 1})
		}
	}
	query := Normalize(strings.Join(content, " "))
	if query == "" || utf8.RuneCountInString(query) > MaxQueryRunes {
		return Reply{Kind: ReplyUnrelated}
	}
	cands := make([]Candidate, len(p.Options))
	for i, o := range p.Options {
		cands[i] = Candidate{ID: strconv.Itoa(i + 1), Title: o.Label}
	}
	// Background: at most a handful of options, each scored within the
	// bounds of scoreNormalised, so this cannot run long.
	out, err := DefaultMatcher().Resolve(context.Background(), query, cands)
	if err != nil || out.Kind != Resolved {
		return Reply{Kind: ReplyUnrelated}
	}
	if scoreParts(query, head(Normalize(out.Matches[0].Title), MaxTitleRunes)).query < labelCoverage {
		return Reply{Kind: ReplyUnrelated}
	}
	picks := make([]int, len(out.Matches))
	for i, m := range out.Matches {
		picks[i], _ = strconv.Atoi(m.ID)
	}
	return pickLabels(p, picks)
}

// labelCoverage is how much of a reply's content a label must hold to be
// picked by name: every word found, allowing a typo or a stray short word.
const labelCoverage = 0.8

// pickLabels returns the picks, or ReplyInvalid when they are several (the
// same label twice) and the question wants one.
func pickLabels(p memo.Pending, picks []int) Reply {
	slices.Sort(picks)
	if len(picks) > 1 && !p.AllowMultiple {
		return Reply{Kind: ReplyInvalid}
	}
	return Reply{Kind: ReplyPick, Picks: picks}
}

// shortReply is the most words a reply may have for a no word anywhere in
// it to make it a refusal ("I said no", "please don't").
const shortReply = 4

func parseConfirm(items []item, covers int) Reply {
	var yes, no, unknown bool
	first := true
	for _, it := range items {
		switch it.cls {
		case cAll:
			if coversAll(it.word, covers) {
				yes = true
			}
			continue
		case cFiller, cVerb, cNoun, cSep, cDash:
			continue
		case cNo, cCancel:
			if first {
				return Reply{Kind: ReplyNo}
			}
			no = true
		case cYes:
			yes = true
		default:
			unknown = true
		}
		first = false
	}
	switch {
	case no && (!unknown || len(items) <= shortReply):
		return Reply{Kind: ReplyNo}
	case unknown:
		return Reply{Kind: ReplyUnrelated}
	case yes:
		return Reply{Kind: ReplyYes}
	}
	return Reply{Kind: ReplyUnrelated}
}

// allOfMany are the words of cAll that answer a confirmation of several
// items for all of them, and allOfTwo those that do only of two. "every",
// "each" and "כל" want a noun after them, and answer nothing alone.
var (
	allOfMany = phraseSet("all", "everything", "כולם", "כולן", "הכל", "הכול")
	allOfTwo  = phraseSet("both", "שניהם", "שתיהן", "שתיהם")
)

// coversAll reports whether w, a word of cAll, says yes to a confirmation
// that covers n items.
func coversAll(w string, n int) bool {
	w = strings.TrimPrefix(Normalize(w), "את ")
	for _, p := range []string{"", "ו", "ה"} {
		r, ok := strings.CutPrefix(w, p)
		if !ok {
			continue
		}
		if allOfMany[r] && n >= 2 || allOfTwo[r] && n == 2 {
			return true
		}
	}
	return false
}

// onlyCancel reports whether items are a cancel ("never mind", "ביטול",
// "no") and nothing but filler.
func onlyCancel(items []item) bool {
	cancel := false
	for _, it := range items {
		switch it.cls {
		case cCancel, cNo:
			cancel = true
		case cFiller, cSep, cDash:
		default:
			return false
		}
	}
	return cancel
}

// dropsAsked reports whether items only ask to delete what the question
// is about: "delete it", "remove that please", "תמחק אותה", "תמחקי את
// זה". Said to a question about a thing not made yet, it drops the
// question, as "cancel" does; a number or any other word makes it a
// command of its own ("delete 2", "delete the dentist").
func dropsAsked(items []item) bool {
	verb := false
	for _, it := range items {
		switch {
		case it.cls == cVerb && !verb && removeVerbs[strings.TrimPrefix(it.word, "ו")]:
			verb = true
		case it.cls == cFiller, it.cls == cSep:
		default:
			return false
		}
	}
	return verb
}

// removeVerbs are the verbs of cVerb that delete an entry.
var removeVerbs = phraseSet("delete", "remove", "erase", "drop",
	"מחק", "תמחק", "מחקי", "תמחקי", "למחוק", "הסר", "תסיר", "תסירי")

// replaceWords and keepWords answer a memory conflict: the new memory
// replaces the old one, or both are kept.
var (
	replaceWords = phraseSet("replace", "replace it", "replace the old one", "update", "update it", "the new one", "new one",
		"overwrite", "swap", "החלף", "תחליף", "תחליפי", "להחליף", "החליפי", "תעדכן", "עדכן", "לעדכן", "את החדש", "החדש")
	keepWords = phraseSet("keep both", "keep them both", "both", "keep", "keep the old one too", "both of them",
		"שניהם", "את שניהם", "תשאיר את שניהם", "תשאיר", "להשאיר", "תשאירי", "להשאיר את שניהם", "שמור את שניהם", "תשמור את שניהם")
)

// phraseSet is the set of the given answers, each normalized as a reply
// is, so a whole answer of several words is one member.
func phraseSet(ws ...string) map[string]bool {
	set := make(map[string]bool, len(ws))
	for _, w := range ws {
		set[Normalize(w)] = true
	}
	return set
}
