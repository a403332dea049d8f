# Trains the glyph model as `cmake --build build --target vision-model` does, into the build tree,
# and compares it with the committed one sample for sample (`encarde-scenegen compare`: the same
# samples, up to the last-bit rounding that differs between processors, which can move a sample
# or two). The model is cut partly from scenes the finder and reader go through, so a change to
# either changes it: this test says so instead of letting the committed model drift from what the
# repository can build.
# Arguments: SCENEGEN (the encarde-scenegen program), SHIPPED (the committed model), OUT.
execute_process(COMMAND "${SCENEGEN}" train --out "${OUT}" RESULT_VARIABLE trained OUTPUT_VARIABLE report ERROR_VARIABLE report)
if(NOT trained EQUAL 0)
  message(FATAL_ERROR "Training the glyph model failed (${trained}):\n${report}")
endif()
execute_process(COMMAND "${SCENEGEN}" compare "${OUT}" "${SHIPPED}" RESULT_VARIABLE differs OUTPUT_VARIABLE comparison
                ERROR_VARIABLE comparison)
message(STATUS "${comparison}")
if(NOT differs EQUAL 0)
  message(STATUS "Training report:\n${report}")
  if(report MATCHES "typefaces missing")
    message(FATAL_ERROR "The glyph model trained here (${OUT}) is not the committed one (${SHIPPED}) because "
                        "typefaces the trainer prints indices in are not installed (the report above names them): "
                        "install the font packages of scripts/packages.txt (scripts/install-deps.sh, which ./test "
                        "runs, does) and run the test again.")
  endif()
  message(FATAL_ERROR "The committed glyph model (${SHIPPED}) is not the one this source tree builds "
                      "(${OUT}). Rebuild it with `cmake --build build --target vision-model`, measure it "
                      "(docs/vision.md, \"The glyph model\") and commit it.")
endif()
message(STATUS "The committed glyph model is the one this source tree builds.")
