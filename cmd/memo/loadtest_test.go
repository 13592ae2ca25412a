package main

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/store/redis"
)

// TestLoadtest runs a small load on each state and checks that every turn
// was answered, the counters counted, and nothing was left in Redis.
func TestLoadtest(t *testing.T) {
	for _, state := range []string{"embedded", "redis"} {
		t.Run(state, func(t *testing.T) {
			args := []string{"loadtest", "--chats", "4", "--turns", "16", "--rate", "200", "--state", state}
			var url string
			if state == "redis" {
				url = redisURL(t)
				args = append(args, "--redis", url)
			}
			var out, errOut bytesBuffer
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			if err := run(ctx, args, emptyReader{}, &out, &errOut, func(string) string { return "" }); err != nil {
				t.Fatalf("loadtest: %v\n%s", err, errOut.String())
			}
			got := out.String()
			for _, phase := range []string{"saturation:", "at 200 turns/s:"} {
				if !strings.Contains(got, phase+" ") || !strings.Contains(got, phase) {
					t.Errorf("no %q line in\n%s", phase, got)
				}
			}
			if n := strings.Count(got, "failed 0  refused 0  lost 0"); n != 2 {
				t.Errorf("want both phases without failed or refused turns:\n%s", got)
			}
			// 4 chats × 16 turns with one model message each.
			if n := strings.Count(got, "model calls/turn 0.062"); n != 2 {
				t.Errorf("want one model call in 16 turns in both phases:\n%s", got)
			}
			commits := figures(t, got, `sqlite commits/turn ([0-9.]+)`)
			trips := figures(t, got, `redis round trips/turn ([0-9.]+)`)
			for i := range commits {
				if commits[i] <= 0 {
					t.Errorf("no SQLite commits counted:\n%s", got)
				}
				if (state == "redis") != (trips[i] > 0) {
					t.Errorf("redis round trips %v with state %s:\n%s", trips[i], state, got)
				}
			}
			if !regexp.MustCompile(`peak RSS: [1-9][0-9.]* MB`).MatchString(got) {
				t.Errorf("no peak RSS in\n%s", got)
			}
			if state == "redis" {
				prefix := regexp.MustCompile(`keys under (\S+)\)`).FindStringSubmatch(got)
				if prefix == nil {
					t.Fatalf("no key prefix in\n%s", got)
				}
				c, err := redis.Dial(ctx, url)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close()
				keys, _, err := c.Scan(ctx, 0, prefix[1]+"*", 1000).Result()
				if err != nil || len(keys) > 0 {
					t.Errorf("keys left under %s: %v (%v)", prefix[1], keys, err)
				}
			}
		})
	}
}

// figures returns every number re's group matches in s.
func figures(t *testing.T, s, re string) []float64 {
	t.Helper()
	var out []float64
	for _, m := range regexp.MustCompile(re).FindAllStringSubmatch(s, -1) {
		f, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	if len(out) != 2 {
		t.Fatalf("want 2 figures for %s in\n%s", re, s)
	}
	return out
}
