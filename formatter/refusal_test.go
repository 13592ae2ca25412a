package formatter_test

import (
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// TestEveryRefusalIsWorded: each memo.Why is worded in both languages,
// with its name and numbers, not left to the fallback a bare error gets.
func TestEveryRefusalIsWorded(t *testing.T) {
	whys := []memo.Why{
		memo.WhyTextTooLong, memo.WhyTooMany, memo.WhyInvalidTime, memo.WhyPastTime, memo.WhyTwoTimes, memo.WhyNudgeUntilHour,
		memo.WhyRepeatDays, memo.WhyNotRecurring, memo.WhyNothingToRemember, memo.WhyEventEveryMinutes, memo.WhyEndsBeforeStart, memo.WhySpanTooLong,
		memo.WhyEventWhen, memo.WhyItemsRunOn, memo.WhyIntervalMinute, memo.WhyNoSuchDay, memo.WhySkipWhichDays,
		memo.WhyUntilBeforeStart, memo.WhyDigestHow, memo.WhyDigestTime, memo.WhyModelRefused,
		memo.WhyRepeatWhichDays, memo.WhyMonthWhichDay, memo.WhyYearWhichDate, memo.WhyRepeatHoliday, memo.WhyTooFar, memo.WhyZoneAlready, memo.WhyAlreadyHome,
		memo.WhyNothingToUndo, memo.WhyNothingToRedo, memo.WhyChangedSince, memo.WhyCannotUndo, memo.WhyUndoSeries,
		memo.WhyMailGone, memo.WhyMailRefused, memo.WhyNoRecipient, memo.WhyNoSender, memo.WhyNoMailNumber, memo.WhyMailNotFound,
		memo.WhyWhichMail, memo.WhyNotAnAddress, memo.WhyNoAddress, memo.WhyNoDraft, memo.WhyEmptyMail, memo.WhyEmptyCard, memo.WhyBadPlace,
		memo.WhyWhichHalf, memo.WhySkipOnce, memo.WhyMinutesOrRange, memo.WhySkipNotOn, memo.WhySkipWhichDay,
	}
	loc := time.FixedZone("IST", 2*3600)
	step := memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpUnknown, General: &memo.GeneralArgs{}}
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		bare := formatter.Write(formatter.Input{Lang: lang, Loc: loc, Now: time.Now(),
			Steps: []formatter.StepOutcome{{Step: step, Err: memo.Errorf(memo.EInvalid, "")}}}).Text
		for _, why := range whys {
			d := memo.Detail{Name: "dana@", N: 37, Max: 12}
			err := memo.Refuse(memo.EInvalid, why, d)
			text := formatter.Write(formatter.Input{Lang: lang, Loc: loc, Now: time.Now(),
				Steps: []formatter.StepOutcome{{Step: step, Err: err}}}).Text
			if text == bare {
				t.Errorf("%s in %s gets the fallback %q", why, lang, text)
			}
			// Said as "not found" (undo with nothing left, a mail that is
			// gone), the wording is the sentence, not a name looked for.
			missing := formatter.Write(formatter.Input{Lang: lang, Loc: loc, Now: time.Now(),
				Steps: []formatter.StepOutcome{{Step: step, Err: memo.Refuse(memo.ENotFound, why, d)}}}).Text
			if strings.Contains(missing, "find “") || strings.Contains(missing, "מצאתי את „") {
				t.Errorf("%s in %s as not found is quoted as a name: %q", why, lang, missing)
			}
			hebrew := strings.ContainsFunc(text, func(r rune) bool { return unicode.Is(unicode.Hebrew, r) })
			if hebrew != (lang == memo.Hebrew) {
				t.Errorf("%s in %s is worded in the other language: %q", why, lang, text)
			}
			switch why {
			case memo.WhyNotRecurring, memo.WhyNotAnAddress, memo.WhyNoAddress, memo.WhySkipOnce, memo.WhySkipNotOn, memo.WhySkipWhichDay:
				if !strings.Contains(text, d.Name) {
					t.Errorf("%s in %s does not name %q: %q", why, lang, d.Name, text)
				}
			case memo.WhyTextTooLong, memo.WhyTooMany:
				if !strings.Contains(text, "37") || !strings.Contains(text, "12") {
					t.Errorf("%s in %s does not tell 37 and 12: %q", why, lang, text)
				}
			case memo.WhyWhichHalf:
				if !strings.Contains(text, "00:37") || !strings.Contains(text, "12:37") {
					t.Errorf("%s in %s does not tell both readings of 00:37: %q", why, lang, text)
				}
			case memo.WhyNoMailNumber, memo.WhyNoSuchDay:
				if !strings.Contains(text, "37") {
					t.Errorf("%s in %s does not tell 37: %q", why, lang, text)
				}
			}
		}
	}
}
