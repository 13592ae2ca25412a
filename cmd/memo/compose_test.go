package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// composeFile is the part of docker-compose.yml the deployment relies on.
type composeFile struct {
	Services map[string]struct {
		Image       string             `yaml:"image"`
		Build       any                `yaml:"build"`
		Command     []string           `yaml:"command"`
		Environment map[string]*string `yaml:"environment"`
		Ports       []string           `yaml:"ports"`
		Volumes     []string           `yaml:"volumes"`
		DependsOn   map[string]struct {
			Condition string `yaml:"condition"`
		} `yaml:"depends_on"`
		Healthcheck struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
	} `yaml:"services"`
	Volumes map[string]any `yaml:"volumes"`
}

func TestComposeFile(t *testing.T) {
	path := filepath.Join("..", "..", "docker-compose.yml")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var c composeFile
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	memoSvc, redisSvc := c.Services["memo"], c.Services["redis"]
	if memoSvc.Build == nil || !slices.Equal(memoSvc.Command, []string{"serve"}) {
		t.Errorf("memo: build %v, command %v; want the image built here, running serve", memoSvc.Build, memoSvc.Command)
	}
	env := memoSvc.Environment
	if v := env["MEMO_HTTP"]; v == nil || !strings.HasPrefix(*v, "0.0.0.0:") {
		t.Errorf("memo must listen on every interface in the container: MEMO_HTTP %v", v)
	}
	if v := env["REDIS_URL"]; v == nil || !strings.Contains(*v, "redis:6379") {
		t.Errorf("memo's REDIS_URL %v does not name the redis service", v)
	}
	for _, key := range []string{"OPENAI_API_KEY", "MEMO_OPERATOR", "MEMO_ALERT_WEBHOOK", "MEMO_PAIR_TOKEN", "MEMO_WA_CLOUD_TOKEN"} {
		if v, ok := env[key]; !ok || v != nil {
			t.Errorf("%s is not passed through from the environment (%v, %v)", key, v, ok)
		}
	}
	if len(memoSvc.Ports) != 1 || !strings.HasSuffix(memoSvc.Ports[0], ":8080") {
		t.Errorf("memo's ports %v; want the HTTP port published", memoSvc.Ports)
	}
	named := func(vols []string, mount string) bool {
		for _, v := range vols {
			src, dst, _ := strings.Cut(v, ":")
			if dst == mount && !strings.ContainsAny(src, "./") {
				_, ok := c.Volumes[src]
				return ok
			}
		}
		return false
	}
	if !named(memoSvc.Volumes, "/data") || !named(redisSvc.Volumes, "/data") {
		t.Errorf("data is not on named volumes: memo %v, redis %v", memoSvc.Volumes, redisSvc.Volumes)
	}
	if memoSvc.DependsOn["redis"].Condition != "service_healthy" {
		t.Errorf("memo does not wait for a healthy redis: %+v", memoSvc.DependsOn)
	}
	if !slices.Contains(memoSvc.Healthcheck.Test, "healthcheck") || len(redisSvc.Healthcheck.Test) == 0 {
		t.Errorf("health checks: memo %v, redis %v", memoSvc.Healthcheck.Test, redisSvc.Healthcheck.Test)
	}

	// The compose tool itself, when this machine has one.
	var tool []string
	switch {
	case exec.Command("docker", "compose", "version").Run() == nil:
		tool = []string{"docker", "compose"}
	case func() bool { _, err := exec.LookPath("docker-compose"); return err == nil }():
		tool = []string{"docker-compose"}
	default:
		t.Log("no docker compose here: the file was checked by this test only")
		return
	}
	cmd := exec.Command(tool[0], append(tool[1:], "-f", path, "config", "-q")...)
	cmd.Env = append(os.Environ(), "OPENAI_API_KEY=sk-test")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%s config: %v\n%s", strings.Join(tool, " "), err, out)
	}
}
