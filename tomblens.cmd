@echo off
rem Runs TombLens, building it first (quietly, with Maven) when the build is missing or older than the sources.
setlocal
set "ROOT=%~dp0"
set "JAR=%ROOT%viewer-app\target\tomblens.jar"
powershell -NoProfile -Command ^
  "$jar = Get-Item -LiteralPath $env:JAR -ErrorAction SilentlyContinue; if (-not $jar) { exit 1 };" ^
  "$roots = @('pom.xml','format-core','level-maker','renderer','viewer-app','shaders','assets') | ForEach-Object { Join-Path $env:ROOT $_ };" ^
  "$newer = Get-ChildItem -LiteralPath $roots -Recurse -File -ErrorAction SilentlyContinue | Where-Object { $_.FullName -notmatch '\\(target|src\\test)\\' -and $_.LastWriteTime -gt $jar.LastWriteTime } | Select-Object -First 1;" ^
  "if ($newer) { exit 1 } else { exit 0 }"
if errorlevel 1 (
  echo tomblens: building ^(this takes a moment the first time^)... 1>&2
  pushd "%ROOT%"
  call mvn -q -B -DskipTests package
  if errorlevel 1 ( popd & echo tomblens: the build failed 1>&2 & exit /b 1 )
  popd
  powershell -NoProfile -Command "(Get-Item -LiteralPath $env:JAR).LastWriteTime = Get-Date"
)
rem The heap is handed back when a level is left (docs/performance.md, "Memory"), and only the quick compiler runs
rem ("Start-up" there), on one thread and after twice the calls ("Fewer compiles" there), with the class archives
rem mapped at the address they were made for ("The class archives relocated" there): the same options as ./tomblens
rem and app.dist.JarRelaunch.
java -XX:+UseG1GC -XX:G1PeriodicGCInterval=3000 -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=30 -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:CompileThresholdScaling=2 -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 %TOMBLENS_JAVA_OPTS% -jar "%JAR%" %*
exit /b %ERRORLEVEL%
