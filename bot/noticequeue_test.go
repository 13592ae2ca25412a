package bot_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// sent is what a NoticeQueue's send was given.
type sent struct {
	chat, text string
	lang       memo.Language
}

// TestNoticeQueue: notices are worded in the language of the message
// they answer, said at most once per their pacing to whom they are for,
// alerts keep their own words; a full queue drops (never blocks), and
// Drain sends what is left except what is not ready.
func TestNoticeQueue(t *testing.T) {
	clock := &fixedClock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	it := bot.NewIntake(bot.IntakeConfig{Channel: "test", Clock: clock, Lang: memo.English})
	var got []sent
	fail := false
	q := bot.NewNoticeQueue(3, it, func(_ context.Context, j bot.NoticeJob, text string, lang memo.Language) error {
		got = append(got, sent{j.Chat, text, lang})
		if fail {
			return errors.New("down")
		}
		return nil
	}, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	take := func() bot.NoticeJob {
		t.Helper()
		select {
		case j := <-q.Jobs():
			return j
		default:
			t.Fatal("nothing queued")
			return bot.NoticeJob{}
		}
	}

	busy := bot.NoticeJob{Chat: "c1", Notice: bot.NoticeBusy, Hint: "תזכיר לי מחר " + strings.Repeat("א", 400), Whom: "c1", Every: bot.BusyEvery}
	q.Queue(busy)
	j := take()
	if len(j.Hint) > 200 || !strings.HasPrefix(j.Hint, "תזכיר") {
		t.Fatalf("hint kept %d bytes: %q", len(j.Hint), j.Hint)
	}
	q.Send(ctx, j)
	q.Send(ctx, j) // within BusyEvery: not said again
	clock.t = clock.t.Add(bot.BusyEvery + time.Second)
	fail = true
	q.Send(ctx, j) // said again; the failure is logged, not fatal
	fail = false
	if len(got) != 2 || got[0].lang != memo.Hebrew || got[0].text != bot.NoticeBusy.Text(memo.Hebrew) || got[0].chat != "c1" {
		t.Fatalf("sent %+v; want the busy notice in Hebrew, twice", got)
	}

	got = nil
	q.Send(ctx, bot.NoticeJob{Chat: "op", Notice: "token_refused", Text: "the token was refused", Lang: memo.English, Whom: "op", Every: time.Hour})
	if len(got) != 1 || got[0].text != "the token was refused" || got[0].lang != memo.English {
		t.Fatalf("alert sent %+v", got)
	}

	got = nil
	for i := range 5 { // a queue of 3: two are dropped, none blocks
		q.Queue(bot.NoticeJob{Chat: "c" + string(rune('a'+i)), Notice: bot.NoticeTooLong, Hint: "hello"})
	}
	first := bot.NoticeJob{Chat: "first", Notice: bot.NoticeInterrupted, Hint: "hi", WaitUp: true}
	q.Drain(ctx, &first, func(j bot.NoticeJob) bool { return j.Chat != "cb" })
	var chats []string
	for _, s := range got {
		chats = append(chats, s.chat)
	}
	if strings.Join(chats, ",") != "first,ca,cc" {
		t.Fatalf("drained %v; want first, then the queued but the one not ready", chats)
	}
	select {
	case j := <-q.Jobs():
		t.Fatalf("left in the queue: %+v", j)
	default:
	}
}
